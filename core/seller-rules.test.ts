import { describe, expect, it } from 'vitest';
import { cleanShipmentField, inertCell, isStaffRole } from './seller-rules';

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
