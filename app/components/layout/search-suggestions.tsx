// The search box's suggestions, loaded only once the shopper focuses the box (the page's
// first JavaScript stays small). As the shopper types a non-empty key it asks
// /api/front/reseller-shop-search-suggestions (debounced, stale answers dropped) and lists
// the products and tags; Arrow keys move through the list, Enter opens the active one (or
// searches), Escape closes the list (or clears the box). An empty key clears the lists (§5).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../../lib/i18n';
import type { Translator } from '../../../core/i18n/translate';
import { keywordsToPath } from '../../../core/search-path';
import type { ShopSearchSuggestions } from '../../../services/catalog/get-shop-search-suggestions';

/** The API's answer, read for what the list shows (`name`, `url`, `image`, `pricing` are the same on both sides). */
type SuggestionsAnswer = { success: true } & Pick<ShopSearchSuggestions, 'products' | 'tags'>;

const SUGGEST_DELAY_MS = 250;

interface Option {
  key: string;
  url: string;
  label: string;
  detail?: string;
  image?: string | null;
  kind: 'product' | 'tag' | 'search';
}

function optionsOf(data: Pick<ShopSearchSuggestions, 'products' | 'tags'> | null, value: string, action: string, t: Translator): Option[] {
  if (!data || !value.trim()) return [];
  const products: Option[] = data.products.map((p) => {
    const { minSellPrice: lo, maxSellPrice: hi, sellPrice } = p.pricing;
    return {
      key: `p${p.id}`,
      url: p.url,
      label: p.name,
      detail: lo !== undefined && hi !== undefined && lo !== hi ? t.takaRange(lo, hi) : t.taka(sellPrice),
      image: p.image.small,
      kind: 'product',
    };
  });
  const tags: Option[] = data.tags.map((tag) => ({ key: `t${tag.url}`, url: tag.url, label: tag.title, detail: t.t(tag.type === 'brand' ? 'listing.brand' : 'listing.category'), kind: 'tag' }));
  const all: Option = { key: 'search', url: `${action}/${keywordsToPath(value)}`, label: t.t('listing.searchFor', { q: value.trim() }), kind: 'search' };
  return [...products, ...tags, all];
}

interface SuggestionsProps {
  value: string;
  setValue: (v: string) => void;
  open: boolean;
  setOpen: (open: boolean) => void;
  action: string;
  shop: string;
  listId: string;
  /** The box hands its key presses to this handler. */
  keyHandler: React.RefObject<((e: React.KeyboardEvent<HTMLInputElement>) => void) | null>;
  /** The box's input: its aria-expanded and aria-activedescendant are kept here, in the same commit. */
  inputRef: React.RefObject<HTMLInputElement | null>;
}

export default function SearchSuggestions({ value, setValue, open, setOpen, action, shop, listId, keyHandler, inputRef }: SuggestionsProps) {
  const navigate = useNavigate();
  const [data, setData] = useState<Pick<ShopSearchSuggestions, 'products' | 'tags'> | null>(null);
  const [active, setActive] = useState(-1);
  const seq = useRef(0);

  useEffect(() => {
    const key = value.trim();
    const n = ++seq.current;
    if (!key) {
      setData(null);
      setActive(-1);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch('/api/front/reseller-shop-search-suggestions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ searchKey: key, shop }),
        signal: controller.signal,
      })
        .then((res) => (res.ok ? (res.json() as Promise<SuggestionsAnswer>) : null))
        .then((body) => {
          if (n !== seq.current || !body?.success) return;
          setData({ products: body.products, tags: body.tags });
          setActive(-1);
        })
        // Search call failures are silently ignored (spec §8).
        .catch(() => {});
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, shop]);

  const i18n = useI18n();
  const options = optionsOf(data, value, action, i18n);
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-opt-${i}`;
  const activeId = expanded && active >= 0 && active < options.length ? optionId(active) : undefined;

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute('aria-expanded', String(expanded));
    input.setAttribute('aria-controls', listId);
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [expanded, activeId, inputRef, listId]);

  const go = (url: string) => {
    setOpen(false);
    setActive(-1);
    navigate(url);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (options.length === 0) return;
      e.preventDefault();
      setOpen(true);
      const n = options.length;
      if (e.key === 'ArrowDown') setActive((a) => (expanded ? (a + 1) % n : 0));
      else setActive((a) => (expanded && a > 0 ? a - 1 : n - 1));
    } else if (e.key === 'Enter') {
      const option = expanded && active >= 0 ? options[active] : undefined;
      const segment = keywordsToPath(value);
      if (option) {
        e.preventDefault();
        go(option.url);
      } else if (segment) {
        e.preventDefault();
        go(`${action}/${segment}`);
      }
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        e.preventDefault();
        setValue('');
      }
    }
  };

  // Handed to the box only once committed: until then Enter is the plain form's submit.
  useLayoutEffect(() => {
    keyHandler.current = onKeyDown;
    return () => {
      keyHandler.current = null;
    };
  });

  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={i18n.t('search.suggestions')}
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-50 mt-1 max-h-[440px] overflow-y-auto rounded-md border border-gray-200 bg-white py-1 text-gray-900 shadow-lg"
      >
        {options.map((o, i) => (
          <li
            key={o.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            data-kind={o.kind}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(e) => {
              e.preventDefault();
              go(o.url);
            }}
            onMouseMove={() => setActive(i)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === active ? 'bg-gray-100' : ''} ${o.kind === 'search' ? 'border-t border-gray-100 font-semibold text-primary-text' : ''}`}
          >
            {o.kind === 'product' ? (
              o.image ? (
                <img src={o.image} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded object-cover" />
              ) : (
                <span className="h-10 w-10 shrink-0 rounded bg-gray-100" aria-hidden="true" />
              )
            ) : null}
            <span className="line-clamp-2 min-w-0 flex-1">{o.label}</span>
            {o.detail ? <span className={o.kind === 'product' ? 'shrink-0 font-semibold text-primary-text' : 'shrink-0 text-xs text-gray-600'}>{o.detail}</span> : null}
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {expanded ? i18n.t('listing.suggestionsCount', { n: options.length - 1 }) : ''}
      </p>
    </>
  );
}
