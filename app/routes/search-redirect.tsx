// The header search forms submit here as plain GET forms; this sends the shopper to the
// spec's path form, spaces turned into hyphens: /search/{keyword} (desktop) or
// /products/search/{key} (mobile).
import { redirect } from 'react-router';
import { keywordsToPath } from '../../core/search-path';
import type { Route } from './+types/search-redirect';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const desktop = url.pathname.replace(/\/+$/, '') === '/search';
  const raw = (url.searchParams.get(desktop ? 'keyword' : 'key') ?? '').slice(0, 100);
  const segment = keywordsToPath(raw);
  if (!segment) return redirect('/');
  return redirect(`${desktop ? '/search' : '/products/search'}/${encodeURIComponent(segment)}`);
}
