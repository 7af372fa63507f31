// The /seller/categories form read into the use case's input and checked by its schema (the
// API's): lines with commas (Latin or Arabic) become the import's table, empty is no guide,
// and each refusal's path is shown beside the field it came from.
import { describe, expect, it } from 'vitest';
import { categoryGuideMessages as m } from '../../../core/category-size-guide';
import { categorySizeGuideInput } from '../../../services/catalog/category-size-guide-input';
import { categoryGuideFromForm, guideFieldOf } from './category-form';

const form = (guide: string, bn = '') => {
  const f = new FormData();
  f.set('category_id', '7');
  f.set('size_guide', guide);
  f.set('size_guide_bn', bn);
  return f;
};

describe('the category size guide form', () => {
  it('reads the lines as the import’s table and the schema takes it', () => {
    const input = categoryGuideFromForm(form('Size, Chest (in)\r\n M , 38\n\nL, 40\n', 'সাইজ، বুক (ইঞ্চি)'));
    expect(categorySizeGuideInput.parse(input)).toEqual({
      category_id: 7,
      size_guide: { columns: ['Size', 'Chest (in)'], columns_bn: ['সাইজ', 'বুক (ইঞ্চি)'], rows: [['M', '38'], ['L', '40']] },
    });
    expect(categorySizeGuideInput.parse(categoryGuideFromForm(form('  \n ')))).toEqual({ category_id: 7, size_guide: null });
  });

  it('refuses what the import would, beside the field it came from', () => {
    const refusal = (guide: string, bn = '') => {
      const parsed = categorySizeGuideInput.safeParse(categoryGuideFromForm(form(guide, bn)));
      expect(parsed.success).toBe(false);
      const issue = parsed.error!.issues[0]!;
      return [guideFieldOf(issue.path.join('.')), issue.message];
    };
    expect(refusal('Size, , Chest\nM, 1, 2')).toEqual(['size_guide', m.emptyHeading]);
    expect(refusal('Size, Chest\nM')).toEqual(['size_guide', m.rowWidth]);
    expect(refusal(`Size, Chest\nM, ${'x'.repeat(201)}`)).toEqual(['size_guide', m.cellTooLong]);
    expect(refusal('Size, 1, 2, 3, 4, 5, 6, 7, 8\nM, 1, 2, 3, 4, 5, 6, 7, 8')).toEqual(['size_guide', m.tooManyColumns]);
    expect(refusal(['Size, Chest', ...Array.from({ length: 31 }, (_, i) => `S${i}, 38`)].join('\n'))).toEqual(['size_guide', m.tooManyRows]);
    expect(refusal('Size, Chest')).toEqual(['size_guide', m.noRows]);
    expect(refusal('Size\nM')).toEqual(['size_guide', m.tooFewColumns]);
    expect(refusal('Size, Chest\nM, 38', 'সাইজ')).toEqual(['size_guide_bn', m.headingsBnWidth]);
    expect(refusal('Size, Ch\u0000est\nM, 38')[0]).toBe('size_guide');
    expect(guideFieldOf('category_id')).toBeNull();
  });
});
