// The console's product form read into the product entry /api/seller/product-save takes
// (docs/decisions/056), so the page action hands saveProduct the same input the API does and
// the import's rules answer both. Numbers are sent as numbers when they read as one (else as
// typed, for the rule to name); empty optional fields are left out (kept). Stock the form showed
// is sent only when it was changed (an order may have sold a unit since), and the variant rows —
// a title and comma-separated values per group — become groups and every combination, a
// combination the form has no row for yet starting at the product's price and no stock.
import { asciiDigits } from '../../../core/i18n/format';
import { slugify } from '../../../core/product-link';
import { sizeGuideFromText, specificationsFromText } from '../../../core/product-facts-text';

/** A value key from its label: its Latin letters and digits, else `v{n}` (a Bangla label). */
const keyOf = (label: string, n: number) => (/[a-z0-9]/i.test(label) ? slugify(label) : `v${n}`);

/** What the form was opened with (the product as read), or null for a new product. */
export interface FormBase {
  product_id: number;
  quantity: number;
  variants: null | {
    groups: Array<{ title: string; values: Array<{ key: string; label: string }> }>;
    prices: Array<{ values: string[]; quantity: number }>;
  };
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** A number as JSON would carry it (Bangla digits read too); '' is none; anything else as typed (the rule refuses it, naming the field). */
export function formNumber(value: string): number | string | undefined {
  const v = asciiDigits(value).trim();
  if (v === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
}

function put(out: Record<string, unknown>, key: string, value: unknown) {
  if (value !== undefined) out[key] = value;
}

/** The variant rows of the form: groups with their values' keys (stored keys kept by label). */
function readGroups(form: FormData, base: FormBase | null) {
  const groups: Array<{ title: string; values: Array<{ key: string; label: string }> }> = [];
  for (let g = 0; form.has(`group_title_${g}`); g++) {
    const title = text(form, `group_title_${g}`).trim();
    const labels = [...new Set(text(form, `group_values_${g}`).split(/[,،]/).map((l) => l.trim()).filter(Boolean))];
    if (!title && labels.length === 0) continue;
    const stored = base?.variants?.groups.find((x) => x.title === title);
    const used = new Set<string>();
    const values = labels.map((label, i) => {
      const known = stored?.values.find((v) => v.label === label)?.key;
      const base = known ?? keyOf(label, i + 1);
      let key = base;
      for (let n = 2; used.has(key); n++) key = `${base}-${n}`;
      used.add(key);
      return { key, label };
    });
    groups.push({ title, values });
  }
  return groups;
}

/** Every combination of the groups' value keys, in group order. */
function combinations(groups: Array<{ values: Array<{ key: string }> }>): string[][] {
  return groups.reduce<string[][]>((acc, g) => acc.flatMap((c) => g.values.map((v) => [...c, v.key])), [[]]);
}

export function productEntryFromForm(form: FormData, base: FormBase | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (base) out.product_id = base.product_id;
  for (const name of ['name', 'name_bn', 'shortDescription', 'shortDescription_bn', 'description', 'description_bn']) {
    if (form.has(name)) out[name] = name === 'name' ? text(form, name) : text(form, name).trim() || null;
  }
  const slug = text(form, 'slug').trim();
  if (slug) out.slug = slug;
  if (form.has('category')) out.category = text(form, 'category') || null;
  if (form.has('brand')) out.brand = text(form, 'brand') || null;
  for (const name of ['unitprice', 'resellerMinPrice', 'resellerMaxPrice', 'max_item_in_order']) {
    const value = formNumber(text(form, name));
    put(out, name, value ?? (name === 'unitprice' ? undefined : 0));
  }
  out.status = text(form, 'status') === 'hidden' ? 0 : 1;
  const cashType = text(form, 'cash_type');
  out.cashback_offer = cashType === 'flat' || cashType === 'percentage' ? { cash_type: cashType, cash: formNumber(text(form, 'cash')) ?? 0 } : null;
  out.order_attachment = form.get('order_attachment') === 'on' ? 1 : 0;
  out.attachment_field_title = text(form, 'attachment_field_title').trim() || null;
  // The product page's tables as lines (core/product-facts-text.ts); empty clears them.
  if (form.has('specifications')) out.specifications = specificationsFromText(text(form, 'specifications'));
  if (form.has('size_guide')) out.size_guide = sizeGuideFromText(text(form, 'size_guide'), text(form, 'size_guide_bn'));
  if (form.has('expected_updated_at')) out.expected_updated_at = text(form, 'expected_updated_at');

  // Pictures: the stored ones by their place, without the removed; new files go last (saveProduct).
  const files = form.getAll('picture_file').filter((v): v is string => typeof v === 'string');
  if (files.length > 0) {
    const removed = new Set(form.getAll('picture_remove').map(String));
    out.images = files
      .map((file, i) => ({ file, place: Number(text(form, `picture_place_${i}`)) || i + 1, i }))
      .filter((p) => !removed.has(p.file))
      .sort((a, b) => a.place - b.place || a.i - b.i)
      .map((p) => p.file);
  }

  const groups = readGroups(form, base);
  if (groups.length > 0) {
    const rows = new Map<string, { price: string; quantity: string; quantityWas: string; onSale: boolean }>();
    for (let c = 0; form.has(`combo_values_${c}`); c++) {
      rows.set(text(form, `combo_values_${c}`), {
        price: text(form, `combo_price_${c}`),
        quantity: text(form, `combo_quantity_${c}`),
        quantityWas: text(form, `combo_quantity_was_${c}`),
        onSale: form.get(`combo_on_sale_${c}`) === 'on',
      });
    }
    const fallbackPrice = formNumber(text(form, 'unitprice')) ?? 0;
    out.variants = {
      groups,
      prices: combinations(groups).map((values) => {
        const row = rows.get(values.join('|'));
        if (!row) return { values, variantPrice: fallbackPrice, quantity: 0 };
        const combo: Record<string, unknown> = { values, variantPrice: formNumber(row.price) ?? 0, status: row.onSale ? 1 : 0 };
        // Stock only when changed here: a sale meanwhile is not overwritten.
        const stored = base?.variants?.prices.some((p) => p.values.join('|') === values.join('|'));
        if (!stored || row.quantity.trim() !== row.quantityWas.trim()) combo.quantity = formNumber(row.quantity) ?? 0;
        return combo;
      }),
    };
  } else if (base?.variants) {
    out.variants = null;
  }
  if (!out.variants) {
    out.unlimited_quantity = form.get('unlimited_quantity') === 'on' ? 1 : 0;
    const quantity = text(form, 'quantity');
    if (!base || base.variants || quantity.trim() !== text(form, 'quantity_was').trim()) out.quantity = formNumber(quantity) ?? 0;
  }
  return out;
}

/** The form field a refusal's path names (`variants.prices.2.variantPrice` → `combo_price_2`), else the path. */
export function formFieldOf(path: string): string {
  const combo = /^variants\.prices\.(\d+)\.(variantPrice|quantity|values)/.exec(path);
  if (combo) return combo[2] === 'variantPrice' ? `combo_price_${combo[1]}` : combo[2] === 'quantity' ? `combo_quantity_${combo[1]}` : 'group_values_0';
  const group = /^variants\.groups\.(\d+)\.(title|values)/.exec(path);
  if (group) return group[2] === 'title' ? `group_title_${group[1]}` : `group_values_${group[1]}`;
  if (path.startsWith('cashback_offer')) return 'cash';
  if (path.startsWith('images')) return 'picture';
  if (path.startsWith('specifications')) return 'specifications';
  if (path.startsWith('size_guide')) return 'size_guide';
  return path;
}
