import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DHAKA_DISTRICT, DISTRICTS, DISTRICTS_BY_DIVISION, DIVISIONS, divisionOf, isDhakaDistrict, isDistrict } from './bd-districts';

describe('Bangladesh divisions and districts', () => {
  it('has 8 divisions and 64 distinct districts', () => {
    expect(DIVISIONS).toEqual(['Barishal', 'Chattogram', 'Dhaka', 'Khulna', 'Mymensingh', 'Rajshahi', 'Rangpur', 'Sylhet']);
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICTS).size).toBe(64);
    expect(DIVISIONS.map((d) => DISTRICTS_BY_DIVISION[d].length)).toEqual([6, 11, 13, 10, 4, 8, 8, 4]);
    expect([...DISTRICTS]).toEqual([...DISTRICTS].sort());
  });

  it('groups the districts by their official division', () => {
    expect(DISTRICTS_BY_DIVISION).toEqual({
      Barishal: ['Barguna', 'Barishal', 'Bhola', 'Jhalokati', 'Patuakhali', 'Pirojpur'],
      Chattogram: ['Bandarban', 'Brahmanbaria', 'Chandpur', 'Chattogram', "Cox's Bazar", 'Cumilla', 'Feni', 'Khagrachhari', 'Lakshmipur', 'Noakhali', 'Rangamati'],
      Dhaka: ['Dhaka', 'Faridpur', 'Gazipur', 'Gopalganj', 'Kishoreganj', 'Madaripur', 'Manikganj', 'Munshiganj', 'Narayanganj', 'Narsingdi', 'Rajbari', 'Shariatpur', 'Tangail'],
      Khulna: ['Bagerhat', 'Chuadanga', 'Jashore', 'Jhenaidah', 'Khulna', 'Kushtia', 'Magura', 'Meherpur', 'Narail', 'Satkhira'],
      Mymensingh: ['Jamalpur', 'Mymensingh', 'Netrokona', 'Sherpur'],
      Rajshahi: ['Bogura', 'Chapainawabganj', 'Joypurhat', 'Naogaon', 'Natore', 'Pabna', 'Rajshahi', 'Sirajganj'],
      Rangpur: ['Dinajpur', 'Gaibandha', 'Kurigram', 'Lalmonirhat', 'Nilphamari', 'Panchagarh', 'Rangpur', 'Thakurgaon'],
      Sylhet: ['Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet'],
    });
    for (const division of DIVISIONS) {
      for (const district of DISTRICTS_BY_DIVISION[division]) expect(divisionOf(district)).toBe(division);
    }
    // Every division has a district of its own name.
    for (const division of DIVISIONS) expect(divisionOf(division)).toBe(division);
  });

  it('recognises every district in any case and returns its canonical name', () => {
    for (const d of DISTRICTS) {
      expect(isDistrict(d)).toBe(d);
      expect(isDistrict(d.toUpperCase())).toBe(d);
      expect(isDistrict(`  ${d.toLowerCase()} `)).toBe(d);
    }
    expect(isDistrict('coxs bazar')).toBe("Cox's Bazar");
    expect(isDistrict('Cox’s Bazar')).toBe("Cox's Bazar");
    expect(isDistrict('Chapai Nawabganj')).toBe('Chapainawabganj');
  });

  it('reads older spellings as the official district', () => {
    const old: Record<string, string> = {
      Chittagong: 'Chattogram', Comilla: 'Cumilla', Barisal: 'Barishal', Jessore: 'Jashore', Bogra: 'Bogura',
      Nawabganj: 'Chapainawabganj', Jhalakathi: 'Jhalokati', Jhalokathi: 'Jhalokati', Jhalakati: 'Jhalokati',
      Khagrachari: 'Khagrachhari', Laxmipur: 'Lakshmipur', Narshingdi: 'Narsingdi', Kishorganj: 'Kishoreganj',
      Jhenaidaha: 'Jhenaidah', Netrakona: 'Netrokona', Maulvibazar: 'Moulvibazar',
    };
    for (const [typed, official] of Object.entries(old)) {
      expect(isDistrict(typed)).toBe(official);
      expect(DISTRICTS).toContain(official);
    }
    expect(divisionOf('chittagong')).toBe('Chattogram');
  });

  it('refuses anything that is not a district', () => {
    for (const bad of ['', ' ', 'Dhaka Division', 'Kolkata', 'Mirpur', 'Dhakaa', 'x'.repeat(61), 'Dhaka'.padEnd(61, ' ')]) {
      expect(isDistrict(bad)).toBeNull();
      expect(divisionOf(bad)).toBeNull();
    }
    for (const bad of [null, undefined, 3, {}, ['Dhaka']]) {
      expect(isDistrict(bad)).toBeNull();
      expect(divisionOf(bad)).toBeNull();
      expect(isDhakaDistrict(bad)).toBe(false);
    }
  });

  it('knows Dhaka district apart from the rest of Dhaka division', () => {
    expect(DHAKA_DISTRICT).toBe('Dhaka');
    expect(isDhakaDistrict('dhaka')).toBe(true);
    expect(isDhakaDistrict('Gazipur')).toBe(false);
    expect(isDhakaDistrict('Narayanganj')).toBe(false);
  });

  it('returns only canonical names or null, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const d = isDistrict(s);
        expect(d === null || DISTRICTS.includes(d)).toBe(true);
      }),
    );
  });
});
