// The header search box. Without JavaScript it is a plain GET form: the route it posts to
// turns the keywords into the spec's path (spaces become hyphens). With JavaScript it is a
// combobox (WAI-ARIA 1.2); its suggestion logic (search-suggestions.tsx) loads on the first
// focus or touch, so it costs nothing on pages where nobody searches. On a results page it
// holds the searched words.
import { useI18n } from '../../lib/i18n';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { searchedKeywords } from '../../../core/search-path';
import { useRootData } from '../../lib/use-root-data';
import { SearchIcon } from './icons';

const SearchSuggestions = lazy(() => import('./search-suggestions'));

export function SearchBox({ action, name, id }: { action: '/search' | '/products/search'; name: string; id: string }) {
  const { t } = useI18n();
  const root = useRootData();
  const shop = root?.layout.shopInfo.slug ?? '';
  const listId = useId();
  // On a results page the box shows the words searched for (issue 16 item 7), also without JavaScript.
  const searched = searchedKeywords(useLocation().pathname);
  const [value, setValue] = useState(searched);
  useEffect(() => setValue(searched), [searched]);
  const [open, setOpen] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const keyHandler = useRef<((e: React.KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const enhance = () => setEnhanced(true);

  return (
    <Form method="get" action={action} role="search" className="relative flex w-full">
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="search"
        required
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('search.placeholder')}
        role="combobox"
        aria-autocomplete="list"
        // Collapsed until the suggestions have loaded; from then on they keep aria-expanded (and
        // aria-activedescendant) themselves, in the commit that shows or hides their list. The
        // value React renders never changes, so React never writes it again over theirs — and the
        // combobox is never without it, also while their chunk is on its way (tests/e2e/search-combobox.test.ts).
        aria-expanded={false}
        value={value}
        onChange={(e) => {
          enhance();
          setValue(e.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          enhance();
          setOpen(true);
        }}
        onPointerDown={enhance}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => keyHandler.current?.(e)}
        className="min-w-0 flex-1 rounded-l-md border border-r-0 border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500"
      />
      <button type="submit" className="rounded-r-md bg-primary px-3 text-on-primary" aria-label={t('search.button')}>
        <SearchIcon />
      </button>
      {enhanced ? (
        <Suspense fallback={null}>
          <SearchSuggestions
            value={value}
            setValue={setValue}
            open={open}
            setOpen={setOpen}
            action={action}
            shop={shop}
            listId={listId}
            keyHandler={keyHandler}
            inputRef={inputRef}
          />
        </Suspense>
      ) : null}
    </Form>
  );
}
