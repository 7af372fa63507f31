// Markup the server rendered once per shop layout (app/lib/category-menus.server.tsx): the
// category menus and the footer, placed in the page as is. React neither renders nor hydrates what is inside: in the browser the
// markup is taken from the page itself, so the menus' data never travels as loader data and
// their hundreds of links cost neither server rendering nor hydration on every page.
import { createContext, useContext } from 'react';

export interface StaticLayoutHtml {
  megaPanel: string;
  offcanvasCategories: string;
  footer: string;
}

const ServerHtml = createContext<StaticLayoutHtml | null>(null);
/** Set by app/entry.server.tsx from the root loader's rendering. */
export const StaticHtmlProvider = ServerHtml.Provider;

// Read from the server's page once; kept for later mounts (an error page's shell, say).
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

export function StaticHtml({ id, part, className }: { id: string; part: keyof StaticLayoutHtml; className?: string }) {
  const server = useContext(ServerHtml);
  const html = server ? server[part] : pageHtml(id);
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
