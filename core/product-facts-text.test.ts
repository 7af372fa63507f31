import { describe, expect, it } from 'vitest';
import { sizeGuideFromText, sizeGuideToText, specificationsFromText, specificationsToText } from './product-facts-text';

describe('specifications as lines', () => {
  it('reads Name: Value lines with their Bangla after a bar, and writes them back the same', () => {
    const text = 'Fabric: Cotton | কাপড়: সুতি\n\n  Warranty: 1 year: official  \nMade in: Bangladesh | \nCare: Hand wash | যত্ন:';
    const specs = specificationsFromText(text);
    expect(specs).toEqual([
      { name: 'Fabric', value: 'Cotton', name_bn: 'কাপড়', value_bn: 'সুতি' },
      { name: 'Warranty', value: '1 year: official' },
      { name: 'Made in', value: 'Bangladesh' },
      { name: 'Care', value: 'Hand wash', name_bn: 'যত্ন' },
    ]);
    expect(specificationsToText(specs!)).toBe('Fabric: Cotton | কাপড়: সুতি\nWarranty: 1 year: official\nMade in: Bangladesh\nCare: Hand wash | যত্ন: ');
    expect(specificationsToText([{ name: 'A', value: 'b', value_bn: 'খ' }])).toBe('A: b | : খ');
  });

  it('a line without a value gets an empty one (the schema names it); no lines is none', () => {
    expect(specificationsFromText('Fabric')).toEqual([{ name: 'Fabric', value: '' }]);
    expect(specificationsFromText('A: b | : খ')).toEqual([{ name: 'A', value: 'b', value_bn: 'খ' }]);
    expect(specificationsFromText(' \n ')).toBeNull();
  });
});

describe('size guide as lines', () => {
  it('reads headings then rows, commas between cells, and writes them back', () => {
    const guide = sizeGuideFromText('Size, Chest (in)\nM, 38\r\nL ، 40\n', 'সাইজ, বুক');
    expect(guide).toEqual({ columns: ['Size', 'Chest (in)'], rows: [['M', '38'], ['L', '40']], columns_bn: ['সাইজ', 'বুক'] });
    expect(sizeGuideToText(guide)).toEqual({ text: 'Size, Chest (in)\nM, 38\nL, 40', headingsBn: 'সাইজ, বুক' });
    expect(sizeGuideFromText('Size, Chest', ' ')).toEqual({ columns: ['Size', 'Chest'], rows: [] });
    expect(sizeGuideToText({ columns: ['a', 'b'], rows: [] })).toEqual({ text: 'a, b', headingsBn: '' });
  });

  it('no lines is none', () => {
    expect(sizeGuideFromText('', 'সাইজ')).toBeNull();
    expect(sizeGuideToText(null)).toEqual({ text: '', headingsBn: '' });
  });
});
