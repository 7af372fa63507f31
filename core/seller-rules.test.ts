import { describe, expect, it } from 'vitest';
import { cleanShipmentField, csvItemLines, dhakaCsvTime, inertCell, isStaffRole } from './seller-rules';

describe('seller rules', () => {
  it('makes formula-looking cells inert and leaves others alone', () => {
    expect(inertCell('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(inertCell('+8801712345678')).toBe(`'+8801712345678`);
    expect(inertCell('-5')).toBe(`'-5`);
    expect(inertCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(inertCell('\t=1')).toBe(`'\t=1`);
    expect(inertCell('Rahim = 1')).toBe('Rahim = 1');
    expect(inertCell(1500)).toBe('1500');
    expect(inertCell(null)).toBe('');
    expect(inertCell(undefined)).toBe('');
  });

  it('knows the roles', () => {
    expect(isStaffRole('owner')).toBe(true);
    expect(isStaffRole('staff')).toBe(true);
    expect(isStaffRole('admin')).toBe(false);
    expect(isStaffRole(1)).toBe(false);
  });

  it('cleans courier and tracking fields', () => {
    expect(cleanShipmentField('  Pathao ')).toBe('Pathao');
    expect(cleanShipmentField('x'.repeat(100))).toHaveLength(80);
    expect(cleanShipmentField(5)).toBe('');
  });
});

describe('the order CSV cells', () => {
  it('writes a stored UTC time as the Dhaka wall clock, across midnight too', () => {
    expect(dhakaCsvTime('2025-06-15T12:05:09.123Z')).toBe('2025-06-15 18:05');
    expect(dhakaCsvTime('2025-06-15T19:30:00.000Z')).toBe('2025-06-16 01:30');
    expect(dhakaCsvTime('not a time')).toBe('not a time');
  });

  it('names every line with its variant and quantity', () => {
    expect(csvItemLines([{ name: 'Classic Cap', variant_label: 'Red / M', quantity: 2 }, { name: 'Tea', variant_label: '', quantity: 1 }])).toBe('Classic Cap (Red / M) × 2; Tea × 1');
    expect(csvItemLines([])).toBe('');
  });
});
