// Bangladesh's 8 divisions and 64 districts (after-cart.md "Addresses and delivery": an
// address names one of the 64 districts, grouped by its division). Names are the official
// English spellings in use since 2018 (Chattogram, Cumilla, Barishal, Jashore, Bogura). A
// name is recognised case-insensitively, ignoring spaces, dots, dashes and apostrophes, and
// the older spellings still printed on many addresses (Chittagong, Comilla, Barisal, Jessore,
// Bogra, Chapai Nawabganj, …) are read as the official district. Only the canonical name is
// ever stored or shown.

export const DIVISIONS = ['Barishal', 'Chattogram', 'Dhaka', 'Khulna', 'Mymensingh', 'Rajshahi', 'Rangpur', 'Sylhet'] as const;
export type Division = (typeof DIVISIONS)[number];

/** The districts of each division, alphabetical. */
export const DISTRICTS_BY_DIVISION: { readonly [D in Division]: readonly string[] } = {
  Barishal: ['Barguna', 'Barishal', 'Bhola', 'Jhalokati', 'Patuakhali', 'Pirojpur'],
  Chattogram: [
    'Bandarban', 'Brahmanbaria', 'Chandpur', 'Chattogram', "Cox's Bazar", 'Cumilla', 'Feni', 'Khagrachhari',
    'Lakshmipur', 'Noakhali', 'Rangamati',
  ],
  Dhaka: [
    'Dhaka', 'Faridpur', 'Gazipur', 'Gopalganj', 'Kishoreganj', 'Madaripur', 'Manikganj', 'Munshiganj',
    'Narayanganj', 'Narsingdi', 'Rajbari', 'Shariatpur', 'Tangail',
  ],
  Khulna: ['Bagerhat', 'Chuadanga', 'Jashore', 'Jhenaidah', 'Khulna', 'Kushtia', 'Magura', 'Meherpur', 'Narail', 'Satkhira'],
  Mymensingh: ['Jamalpur', 'Mymensingh', 'Netrokona', 'Sherpur'],
  Rajshahi: ['Bogura', 'Chapainawabganj', 'Joypurhat', 'Naogaon', 'Natore', 'Pabna', 'Rajshahi', 'Sirajganj'],
  Rangpur: ['Dinajpur', 'Gaibandha', 'Kurigram', 'Lalmonirhat', 'Nilphamari', 'Panchagarh', 'Rangpur', 'Thakurgaon'],
  Sylhet: ['Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet'],
};

/** All 64 districts, alphabetical. */
export const DISTRICTS: readonly string[] = Object.values(DISTRICTS_BY_DIVISION).flat().sort();

/** The district whose delivery charge is "inside Dhaka". */
export const DHAKA_DISTRICT = 'Dhaka';

// Older or alternative spellings → the official name.
const ALIASES: Readonly<Record<string, string>> = {
  barisal: 'Barishal',
  jhalakathi: 'Jhalokati',
  jhalokathi: 'Jhalokati',
  jhalakati: 'Jhalokati',
  chittagong: 'Chattogram',
  comilla: 'Cumilla',
  khagrachari: 'Khagrachhari',
  laxmipur: 'Lakshmipur',
  narshingdi: 'Narsingdi',
  kishorganj: 'Kishoreganj',
  jessore: 'Jashore',
  jhenaidaha: 'Jhenaidah',
  netrakona: 'Netrokona',
  bogra: 'Bogura',
  nawabganj: 'Chapainawabganj',
  maulvibazar: 'Moulvibazar',
};

function key(name: string): string {
  return name.toLowerCase().replace(/[\s.'’`\-_]/g, '');
}

const BY_KEY = new Map<string, string>([
  ...DISTRICTS.map((d): [string, string] => [key(d), d]),
  ...Object.entries(ALIASES),
]);

const DIVISION_OF = new Map<string, Division>(
  DIVISIONS.flatMap((division) => DISTRICTS_BY_DIVISION[division].map((d): [string, Division] => [d, division])),
);

/** The canonical district for a name as typed (any case, old spellings too), or null. */
export function isDistrict(name: unknown): string | null {
  if (typeof name !== 'string' || name.length > 60) return null;
  return BY_KEY.get(key(name)) ?? null;
}

/** The division a district (as typed) belongs to, or null when it is not a district. */
export function divisionOf(name: unknown): Division | null {
  const district = isDistrict(name);
  return district === null ? null : (DIVISION_OF.get(district) as Division);
}

/** Whether the district (as typed) is Dhaka district, whose delivery is "inside Dhaka". */
export function isDhakaDistrict(name: unknown): boolean {
  return isDistrict(name) === DHAKA_DISTRICT;
}
