import { describe, expect, it } from 'vitest';
import { MAX_SIZE_COLUMNS, MAX_SIZE_ROWS, MAX_SPECIFICATIONS, parseSizeGuide, parseSpecifications, returnPolicy, sizeGuideProblem, sizeGuideTable, specificationRows } from './product-facts';

const guide = { columns: ['Size', 'Chest (in)'], columns_bn: ['মাপ', 'বুক (ইঞ্চি)'], rows: [['M', '38'], ['L', '40']] };

describe('specifications', () => {
  it('reads a stored list and shows it in the page language, English where no Bangla is given', () => {
    const stored = JSON.stringify([{ name: 'Fabric', value: 'Cotton', name_bn: 'কাপড়', value_bn: 'সুতি' }, { name: 'Weight', value: '180 g', name_bn: null }]);
    const specs = parseSpecifications(stored);
    expect(specificationRows('en', specs)).toEqual([['Fabric', 'Cotton'], ['Weight', '180 g']]);
    expect(specificationRows('bn', specs)).toEqual([['কাপড়', 'সুতি'], ['Weight', '180 g']]);
  });

  it('treats missing, broken or misshapen text as no specifications', () => {
    expect(parseSpecifications(null)).toEqual([]);
    expect(parseSpecifications('')).toEqual([]);
    expect(parseSpecifications('{not json')).toEqual([]);
    expect(parseSpecifications('{"name":"x"}')).toEqual([]);
    expect(parseSpecifications('[null]')).toEqual([]);
    expect(parseSpecifications('[{"name":"Fabric"}]')).toEqual([]);
    expect(parseSpecifications('[{"name":" ","value":"x"}]')).toEqual([]);
    expect(parseSpecifications(JSON.stringify([{ name: 'a', value: 'x'.repeat(201) }]))).toEqual([]);
    expect(parseSpecifications('[{"name":"a","value":"b","value_bn":5}]')).toEqual([]);
    expect(parseSpecifications(JSON.stringify(Array.from({ length: MAX_SPECIFICATIONS + 1 }, () => ({ name: 'a', value: 'b' }))))).toEqual([]);
  });
});

describe('size guide', () => {
  it('reads a stored guide; the product’s own wins over its category’s; Bangla headings on Bangla pages', () => {
    const own = parseSizeGuide(JSON.stringify(guide));
    const category = parseSizeGuide(JSON.stringify({ columns: ['Size', 'Waist'], rows: [['30', '30']] }));
    expect(sizeGuideTable('en', own, category)).toEqual({ columns: ['Size', 'Chest (in)'], rows: [['M', '38'], ['L', '40']] });
    expect(sizeGuideTable('bn', own, category)?.columns).toEqual(['মাপ', 'বুক (ইঞ্চি)']);
    expect(sizeGuideTable('bn', null, category)).toEqual({ columns: ['Size', 'Waist'], rows: [['30', '30']] });
    expect(sizeGuideTable('en', null, null)).toBeNull();
  });

  it('says what is wrong with a guide', () => {
    expect(sizeGuideProblem(guide)).toBeNull();
    expect(sizeGuideProblem({ columns: ['Size'], rows: [['M']] })).toMatch(/two columns/);
    expect(sizeGuideProblem({ columns: Array(MAX_SIZE_COLUMNS + 1).fill('c'), rows: [] })).toMatch(/at most/);
    expect(sizeGuideProblem({ ...guide, columns_bn: ['মাপ'] })).toMatch(/columns_bn/);
    expect(sizeGuideProblem({ columns: ['a', 'b'], rows: [] })).toMatch(/one row/);
    expect(sizeGuideProblem({ columns: ['a', 'b'], rows: Array(MAX_SIZE_ROWS + 1).fill(['1', '2']) })).toMatch(/at most 30 rows/);
    expect(sizeGuideProblem({ columns: ['a', 'b'], rows: [['1']] })).toMatch(/one cell per column/);
  });

  it('treats missing, broken or misshapen text as no guide', () => {
    expect(parseSizeGuide(undefined)).toBeNull();
    expect(parseSizeGuide('nope')).toBeNull();
    expect(parseSizeGuide('null')).toBeNull();
    expect(parseSizeGuide('{"columns":"Size","rows":[]}')).toBeNull();
    expect(parseSizeGuide('{"columns":["a","b"],"rows":"x"}')).toBeNull();
    expect(parseSizeGuide('{"columns":["a","b"],"rows":[["1",2]]}')).toBeNull();
    expect(parseSizeGuide('{"columns":["a","b"],"columns_bn":[1,2],"rows":[["1","2"]]}')).toBeNull();
    expect(parseSizeGuide('{"columns":["a","b"],"rows":[["1"]]}')).toBeNull();
    expect(parseSizeGuide('{"columns":["a","b"],"columns_bn":null,"rows":[["1","2"]]}')).toEqual({ columns: ['a', 'b'], columns_bn: null, rows: [['1', '2']] });
  });
});

describe('return policy', () => {
  it('is a number of days, or none for 0 and nonsense', () => {
    expect(returnPolicy(7)).toEqual({ kind: 'days', days: 7 });
    expect(returnPolicy(7.9)).toEqual({ kind: 'days', days: 7 });
    expect(returnPolicy(0)).toEqual({ kind: 'none' });
    expect(returnPolicy(-3)).toEqual({ kind: 'none' });
    expect(returnPolicy(Number.NaN)).toEqual({ kind: 'none' });
  });
});
