// The console's product form read into the import's product entry (docs/decisions/056).
import { describe, expect, it } from 'vitest';
import { formFieldOf, formNumber, productEntryFromForm, type FormBase } from './product-form';

const form = (fields: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of fields) f.append(k, v);
  return f;
};

describe('the product form as a product entry', () => {
  it('reads numbers as numbers, keeps what does not read for the rule, leaves empty ones out', () => {
    expect(formNumber(' 12 ')).toBe(12);
    expect(formNumber('-5')).toBe(-5);
    expect(formNumber('1.5')).toBe(1.5);
    expect(formNumber('১২')).toBe(12);
    expect(formNumber('12 taka')).toBe('12 taka');
    expect(formNumber('')).toBeUndefined();
  });

  it('a new product: names, price, stock, no variants; empty texts are null and the cashback none', () => {
    const entry = productEntryFromForm(
      form([
        ['name', 'Mug'],
        ['name_bn', ' '],
        ['category', ''],
        ['brand', 'acme'],
        ['unitprice', '300'],
        ['resellerMinPrice', ''],
        ['quantity', '7'],
        ['unlimited_quantity', 'on'],
        ['status', 'hidden'],
        ['cash_type', ''],
        ['group_title_0', ''],
        ['group_values_0', ''],
      ]),
      null,
    );
    expect(entry).toMatchObject({ name: 'Mug', name_bn: null, category: null, brand: 'acme', unitprice: 300, resellerMinPrice: 0, quantity: 7, unlimited_quantity: 1, status: 0, cashback_offer: null, order_attachment: 0 });
    expect(entry).not.toHaveProperty('variants');
    expect(entry).not.toHaveProperty('product_id');
  });

  it('the product page tables: lines become the specification list and the size guide; empty clears; refusals land on their field', () => {
    const entry = productEntryFromForm(
      form([
        ['specifications', 'Fabric: Cotton | কাপড়: সুতি\nMade in: Bangladesh'],
        ['size_guide', 'Size, Chest (in)\nM, 38\nL, 40'],
        ['size_guide_bn', 'সাইজ, বুক (ইঞ্চি)'],
      ]),
      null,
    );
    expect(entry.specifications).toEqual([{ name: 'Fabric', value: 'Cotton', name_bn: 'কাপড়', value_bn: 'সুতি' }, { name: 'Made in', value: 'Bangladesh' }]);
    expect(entry.size_guide).toEqual({ columns: ['Size', 'Chest (in)'], columns_bn: ['সাইজ', 'বুক (ইঞ্চি)'], rows: [['M', '38'], ['L', '40']] });
    const cleared = productEntryFromForm(form([['specifications', ''], ['size_guide', ' '], ['size_guide_bn', '']]), { product_id: 2, quantity: 0, variants: null });
    expect(cleared).toMatchObject({ specifications: null, size_guide: null });
    // A form without the fields (an older page) leaves the stored tables alone.
    expect(productEntryFromForm(form([['name', 'Mug']]), null)).not.toHaveProperty('specifications');
    expect(formFieldOf('specifications.1.value')).toBe('specifications');
    expect(formFieldOf('size_guide')).toBe('size_guide');
  });

  it('an edit: stock is sent only when changed; pictures by their place without the removed', () => {
    const base: FormBase = { product_id: 9, quantity: 4, variants: null };
    const same = productEntryFromForm(form([['quantity', '4'], ['quantity_was', '4'], ['picture_file', 'a.webp'], ['picture_place_0', '2'], ['picture_file', 'b.webp'], ['picture_place_1', '1'], ['picture_file', 'c.webp'], ['picture_remove', 'c.webp']]), base);
    expect(same).toMatchObject({ product_id: 9, images: ['b.webp', 'a.webp'] });
    expect(same).not.toHaveProperty('quantity');
    expect(productEntryFromForm(form([['quantity', '6'], ['quantity_was', '4']]), base)).toMatchObject({ quantity: 6 });
  });

  it('variant rows: keys kept by label, new ones made (v1 for a Bangla label), every combination, stock only when changed', () => {
    const base: FormBase = {
      product_id: 3,
      quantity: 0,
      variants: { groups: [{ title: 'Size', values: [{ key: 'm', label: 'M' }] }], prices: [{ values: ['m'], quantity: 5 }] },
    };
    const entry = productEntryFromForm(
      form([
        ['unitprice', '100'],
        ['group_title_0', 'Size'],
        ['group_values_0', 'M, XL, XL'],
        ['group_title_1', 'রং'],
        ['group_values_1', 'লাল'],
        ['combo_values_0', 'm|v1'],
        ['combo_price_0', '120'],
        ['combo_quantity_0', '5'],
        ['combo_quantity_was_0', '5'],
        ['combo_on_sale_0', 'on'],
      ]),
      base,
    );
    expect(entry.variants).toEqual({
      groups: [
        { title: 'Size', values: [{ key: 'm', label: 'M' }, { key: 'xl', label: 'XL' }] },
        { title: 'রং', values: [{ key: 'v1', label: 'লাল' }] },
      ],
      prices: [
        { values: ['m', 'v1'], variantPrice: 120, status: 1, quantity: 5 },
        { values: ['xl', 'v1'], variantPrice: 100, quantity: 0 },
      ],
    });
    // Clearing every group of a variant product removes its variants.
    const cleared = productEntryFromForm(form([['group_title_0', ''], ['group_values_0', ''], ['quantity', '2'], ['quantity_was', '0']]), base);
    expect(cleared).toMatchObject({ variants: null, quantity: 2 });
  });

  it("names the form's field for a refusal's path", () => {
    expect(formFieldOf('variants.prices.2.variantPrice')).toBe('combo_price_2');
    expect(formFieldOf('variants.prices.1.quantity')).toBe('combo_quantity_1');
    expect(formFieldOf('variants.prices.0.values.0')).toBe('group_values_0');
    expect(formFieldOf('variants.groups.1.title')).toBe('group_title_1');
    expect(formFieldOf('variants.groups.1.values')).toBe('group_values_1');
    expect(formFieldOf('cashback_offer.cash')).toBe('cash');
    expect(formFieldOf('images.3')).toBe('picture');
    expect(formFieldOf('unitprice')).toBe('unitprice');
  });
});
