// A customer's cart as the cart page, the header and the cookies see it (spec §3 "Cart line", §4):
// every line priced today by the server, with its small image (the chosen variant value's
// picture when it has one, else uploads/thumnail/small/…),
// variant labels, attachment, quantity limits and what changed since it was added; the
// summary counts lines and adds the totals of the lines that can be ordered.
import { cartLineNotes, describeCartLine, summarizeCart, type CartLineNote } from '../../../core/cart';
import { availabilityMessage } from '../../../core/availability';
import { translator } from '../../../core/i18n/compile';
import { localName } from '../../../core/i18n/local-name';
import type { Lang } from '../../../core/i18n/lang';
import type { Translator } from '../../../core/i18n/translate';
import { perOrderLimit } from '../../../core/per-order-limit';
import { productPath } from '../../../core/product-link';
import { listCartLines, listVariantValueLabels, type CartLineRow } from '../../../db/cart.repository';
import type { Db } from '../../../db/client';
import type { Shop } from '../../../db/schema';
import type { CartBadge, CartLineView, CartView } from '../cart-types';
import { cartItemTerms, lineCombination } from '../../catalog/operations/cart-item-terms';
import { lineImage, valueImageMap } from '../../catalog/operations/line-image';

function attachmentUrl(storedName: string): string {
  return `/customer/attachment/${encodeURIComponent(storedName)}`;
}

/** A line's note in the page's language (the English is core/cart-messages.ts word for word). */
function noteText(t: Translator, note: CartLineNote, availability: string): string {
  switch (note.kind) {
    case 'priceChanged':
      return t.t('cart.note.priceChanged', { was: t.taka(note.was), now: t.taka(note.now) });
    case 'stockChanged':
      return t.t('cart.note.stockChanged', { now: availability });
    case 'notOrderable':
      return t.t('cart.note.notOrderable');
    case 'moreThanStock':
      return t.t('cart.note.moreThanStock', { n: note.available });
  }
}

function lineView(row: CartLineRow, labels: Map<number, { title: string; label: string }>, images: ReadonlyMap<number, string | null>, shop: Shop, t: Translator): CartLineView {
  const product = row;
  const hasVariant = row.has_variant === 1;
  const exists = row.status === 1 && (!hasVariant || row.vp_id !== null);
  const combination = lineCombination(row);
  const terms = cartItemTerms(product, combination, shop);
  const state = {
    quantity: row.line_quantity,
    price: terms.sellPrice,
    addedPrice: row.added_price,
    stock: terms.stock,
    unlimited: terms.unlimited,
    addedStock: row.added_stock,
    maxItemInOrder: terms.maxItemInOrder,
    status: terms.status,
    exists,
  };
  const view = describeCartLine(state);
  // The texts in the page's language: the same precedence and notes as describeCartLine's English.
  const stock = availabilityMessage(exists ? { status: terms.status, quantity: terms.stock, unlimited: terms.unlimited } : { status: 0, quantity: 0, unlimited: false });
  const availability = t.t(stock.id, stock.n === undefined ? undefined : { n: stock.n });
  const max = perOrderLimit({ status: terms.status, quantity: terms.stock, unlimited: terms.unlimited, maxItemInOrder: terms.maxItemInOrder });
  const variantLabels = row.variant === '' ? [] : row.variant.split('-').map((id) => labels.get(Number(id)) ?? { title: '', label: id });
  return {
    uid: row.uid,
    productId: row.id,
    name: localName(t.lang, row.name, row.name_bn),
    url: productPath({ slug: row.slug, id: row.id }),
    image: lineImage(row.variant, images, row.thumbnail_image),
    hasVariant,
    variant: row.variant,
    variantLabels,
    attachment: row.attachment_stored_name
      ? { title: row.attachment_field_title?.trim() || t.t('cart.attachment'), realName: row.attachment_original_name ?? '', url: attachmentUrl(row.attachment_stored_name) }
      : null,
    unitPrice: terms.sellPrice,
    addedPrice: row.added_price,
    quantity: row.line_quantity,
    maxQuantity: Number.isFinite(view.maxQuantity) ? view.maxQuantity : null,
    lineTotal: view.lineTotal,
    orderable: view.orderable,
    availability,
    perOrderLimit: max === null ? null : t.t('stock.perOrderLimit', { max }),
    notes: cartLineNotes(state).map((note) => noteText(t, note, availability)),
  };
}

/** `customerId`'s cart in the shop, every line priced today, its texts in `lang`. */
export async function loadCart(db: Db, shop: Shop, customerId: number, lang: Lang = 'en'): Promise<CartView> {
  const rows = await listCartLines(db, shop.id, customerId);
  const ids = rows.flatMap((r) => (r.variant === '' ? [] : r.variant.split('-').map(Number)));
  const values = await listVariantValueLabels(db, shop.id, ids);
  const labels = new Map(values.map((v) => [v.id, { title: v.title, label: v.label }]));
  const images = valueImageMap(values);
  const t = translator(lang);
  const lines = rows.map((row) => lineView(row, labels, images, shop, t));
  return { lines, summary: summarizeCart(lines) };
}

/**
 * The badge of cart lines as listCartLines reads them: the same counts and total as loadCart's
 * summary (each line priced today by the same rules), without the labels, images and texts a
 * badge never shows — so no second query for variant labels and no translator.
 */
export function cartBadgeOf(rows: readonly CartLineRow[], shop: Shop): CartBadge {
  const lines = rows.map((row) => {
    const hasVariant = row.has_variant === 1;
    const terms = cartItemTerms(row, lineCombination(row), shop);
    const { lineTotal } = describeCartLine({
      quantity: row.line_quantity,
      price: terms.sellPrice,
      addedPrice: row.added_price,
      stock: terms.stock,
      unlimited: terms.unlimited,
      addedStock: row.added_stock,
      maxItemInOrder: terms.maxItemInOrder,
      status: terms.status,
      exists: row.status === 1 && (!hasVariant || row.vp_id !== null),
    });
    return { lineTotal, quantity: row.line_quantity };
  });
  return { ...summarizeCart(lines), keys: rows.map((r) => `${r.id}:${r.variant}`) };
}

/** What every page needs of the cart at once: the counts, the total and the product/variant pairs in it. */
export async function loadCartBadge(db: Db, shop: Shop, customerId: number): Promise<CartBadge> {
  return cartBadgeOf(await listCartLines(db, shop.id, customerId), shop);
}

