// The storefront's own texts and limits for the address book (issue 11 item 2). Not spec
// strings (those live in core/messages.ts): the spec shows no texts for these refusals and
// confirmations. Kept apart so pages that never show them don't ship them.

/** Field lengths (characters) and the most addresses one customer keeps in one shop. */
export const ADDRESS_RULES = {
  name: { min: 2, max: 120 },
  area: { min: 2, max: 120 },
  address: { min: 5, max: 300 },
  noteMax: 300,
  maxPerCustomer: 20,
} as const;

export const addressMessages = {
  nameLength: `Enter the name of 2 to ${ADDRESS_RULES.name.max} characters`,
  mobileInvalid: 'Enter a Bangladeshi mobile number, like 01712-345678',
  districtInvalid: 'Choose one of the 64 districts',
  areaLength: `Enter the area or thana (2 to ${ADDRESS_RULES.area.max} characters)`,
  addressLength: `Enter the address: house, road, village (5 to ${ADDRESS_RULES.address.max} characters)`,
  noteTooLong: `The note must be at most ${ADDRESS_RULES.noteMax} characters`,
  notFound: 'This address is not in your address book',
  limitReached: `You can keep at most ${ADDRESS_RULES.maxPerCustomer} addresses. Delete one to add another`,
  added: 'The address was added',
  saved: 'The address was saved',
  deleted: 'The address was deleted',
  defaultSet: 'This is now your default address',
  empty: 'You have no saved addresses yet. Add one to check out faster',
} as const;
