// A loader's server-made markup sent once (decision 076): on a document the page render places it
// in the HTML (app/entry.server.tsx → StaticHtml) and the browser reads it back from there, so the
// loader's data carries null; a client-side navigation's data carries the markup itself.
import type { Ctx } from '../../services/context';

/** The parts (by the element id StaticHtml gives each) as the loader's data should carry them. */
export function pageMarkup<K extends string>(context: Ctx, parts: Record<K, string | null>): Record<K, string | null> | null {
  const held = context.request.pageMarkup;
  if (!held) return parts;
  for (const [id, html] of Object.entries(parts) as Array<[K, string | null]>) held.set(id, html);
  return null;
}
