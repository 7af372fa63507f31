// The header search box. Without JavaScript it is a plain GET form: the route it posts to
// turns the keywords into the spec's path (spaces become hyphens). With JavaScript it is a
// combobox (WAI-ARIA 1.2 pattern): as the shopper types a non-empty key it asks
// /api/front/reseller-shop-search-suggestions (debounced, stale answers dropped) and lists
// the products and tags; Arrow keys move through the list, Enter opens the active one (or
// searches), Escape closes the list (or clears the box). An empty key clears the lists (§5).
import { useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { formatPriceRange, formatTaka } from '../../../core/money';
import { keywordsToPath } from '../../../core/search-path';
import type { ShopSearchSuggestions } from '../../../services/search-suggestions';
import { useRootData } from '../../lib/use-root-data';
import { SearchIcon } from './icons';

export const SUGGEST_DELAY_MS = 250;

interface Option {
  key: string;
  url: string;
  label: string;
  detail?: string;
  image?: string | null;
  kind: 'product' | 'tag' | 'search';
}

function optionsOf(data: Pick<ShopSearchSuggestions, 'products' | 'tags'> | null, value: string, action: string): Option[] {
  if (!data || !value.trim()) return [];
  const products: Option[] = data.products.map((p) => {
    const { minSellPrice: lo, maxSellPrice: hi, sellPrice } = p.pricing;
    return {
      key: `p${p.id}`,
      url: p.url,
      label: p.name,
      detail: lo !== undefined && hi !== undefined && lo !== hi ? formatPriceRange(lo, hi) : formatTaka(sellPrice),
      image: p.image.small,
      kind: 'product',
    };
  });
  const tags: Option[] = data.tags.map((t) => ({ key: `t${t.url}`, url: t.url, label: t.title, detail: t.type === 'brand' ? 'Brand' : 'Category', kind: 'tag' }));
  const all: Option = { key: 'search', url: `${action}/${keywordsToPath(value)}`, label: `Search for “${value.trim()}”`, kind: 'search' };
  return [...products, ...tags, all];
}

export function SearchBox({ action, name, id }: { action: '/search' | '/products/search'; name: string; id: string }) {
  const root = useRootData();
  const shop = root?.layout.shopInfo.slug ?? '';
  const navigate = useNavigate();
  const listId = useId();
  const [value, setValue] = useState('');
  const [data, setData] = useState<Pick<ShopSearchSuggestions, 'products' | 'tags'> | null>(null);
  const [open, setOpen] = useState(false);
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
        .then((res) => (res.ok ? (res.json() as Promise<ShopSearchSuggestions>) : null))
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

  const options = optionsOf(data, value, action);
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-opt-${i}`;

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

  return (
    <Form method="get" action={action} role="search" className="relative flex w-full">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        name={name}
        type="search"
        required
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search products…"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 && active < options.length ? optionId(active) : undefined}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="min-w-0 flex-1 rounded-l-md border border-r-0 border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 placeholder:text-gray-500"
      />
      <button type="submit" className="rounded-r-md bg-primary px-3 text-on-primary" aria-label="Search">
        <SearchIcon />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
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
        {expanded ? `${options.length - 1} suggestions` : ''}
      </p>
    </Form>
  );
}
