// Markup the server rendered as a string, placed in the page as is (decisions 047, 062, 076): the
// category menus and the footer (rendered once per shop layout, app/lib/category-menus.server.tsx)
// and a page's own server-made parts (the product page's delivery box, tables, reviews and related
// products). React neither renders nor hydrates what is inside. A document carries the markup once,
// in its HTML: the browser takes it from the page itself, so it never travels a second time as
// loader data. A client-side navigation's data brings it as `html`.
import { createContext, useContext } from 'react';

export interface StaticLayoutHtml {
  megaPanel: string;
  offcanvasCategories: string;
  footer: string;
}

/** The server's markup by element id: the layout's parts and the page's (app/entry.server.tsx). */
const ServerHtml = createContext<Record<string, string | null | undefined> | null>(null);
export const StaticHtmlProvider = ServerHtml.Provider;

// Read from the server's page once; kept for later renders of the same page (its data has none).
const fromPage = new Map<string, string>();

function pageHtml(id: string): string {
  if (typeof document === 'undefined') return '';
  let html = fromPage.get(id);
  if (html === undefined) {
    html = document.getElementById(id)?.innerHTML ?? '';
    fromPage.set(id, html);
  }
  return html;
}

/**
 * The markup `html` (a client-side navigation's data), else the server's for `id`, else the page's
 * own. `optional`: nothing at all when there is none (the server rendered no element either).
 */
export function StaticHtml({ id, html, optional }: { id: string; html?: string | null; optional?: boolean }) {
  const server = useContext(ServerHtml);
  const content = html ?? (server ? (server[id] ?? '') : pageHtml(id));
  return optional && !content ? null : <div id={id} dangerouslySetInnerHTML={{ __html: content }} suppressHydrationWarning />;
}
