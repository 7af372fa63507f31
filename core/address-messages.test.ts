import { describe, expect, it } from 'vitest';
import { ADDRESS_RULES, addressMessages } from './address-messages';

describe('addressMessages', () => {
  it('states the limits the rules enforce', () => {
    expect(addressMessages.nameLength).toContain(String(ADDRESS_RULES.name.max));
    expect(addressMessages.areaLength).toContain(String(ADDRESS_RULES.area.max));
    expect(addressMessages.addressLength).toContain(String(ADDRESS_RULES.address.max));
    expect(addressMessages.noteTooLong).toContain(String(ADDRESS_RULES.noteMax));
    expect(addressMessages.limitReached).toContain(String(ADDRESS_RULES.maxPerCustomer));
    expect(ADDRESS_RULES.name.min).toBeLessThan(ADDRESS_RULES.name.max);
  });
});
