// "Recently viewed" on a plain page (docs/decisions/089): the device's list, sent to the same
// call the app's strip uses (POST /api/front/recently-viewed, decision 068), shown as a list of
// names and prices without pictures — a data saver's list — at the foot of the page's content.
// Nothing shows until the answer is there, and nothing when it is empty or fails (offline, say).
import { formatTaka, formatTakaRange } from '../../core/i18n/format';
import type { ViewedEntry } from '../../core/recently-viewed';
import { askRecentlyViewed } from '../components/recently-viewed/recently-viewed-call';

export async function showRecentList(views: ViewedEntry[], excluding: number | null, heading: string, lang: 'en' | 'bn'): Promise<void> {
  // Only the product being viewed: nothing else to show (as the app's strip).
  if (views.every((v) => v.productId === excluding)) return;
  const cards = (await askRecentlyViewed(views, excluding, lang).catch(() => null))?.products ?? [];
  const main = document.getElementById('main');
  if (cards.length === 0 || !main) return;
  const section = document.createElement('section');
  section.className = 'mt-8 space-y-2';
  section.dataset.testid = 'recently-viewed';
  section.setAttribute('aria-labelledby', 'recently-viewed-heading');
  const h2 = document.createElement('h2');
  h2.id = 'recently-viewed-heading';
  h2.className = 'text-xl font-bold';
  h2.textContent = heading;
  const list = document.createElement('ul');
  list.className = 'max-w-2xl divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white';
  for (const card of cards) {
    const item = document.createElement('li');
    item.className = 'flex items-baseline justify-between gap-3 px-3 py-2 text-sm';
    const link = document.createElement('a');
    link.href = card.url;
    link.className = 'min-w-0 text-gray-900 underline';
    link.textContent = card.name;
    const price = document.createElement('span');
    price.className = 'shrink-0 font-bold text-primary-text';
    price.textContent = card.price_max !== null ? formatTakaRange(lang, card.price, card.price_max) : formatTaka(lang, card.price);
    item.append(link, price);
    list.append(item);
  }
  section.append(h2, list);
  main.append(section);
}
