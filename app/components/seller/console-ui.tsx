// Small pieces the seller console's list and detail pages share (issue 14; docs/decisions/025):
// the card and control styles (44 px tall touch targets for one thumb on a phone). The notice,
// the pager and the rest are in components/ui/.

export const card = 'rounded-lg border border-gray-200 bg-white p-3 sm:p-4';
export const h1 = 'text-xl font-bold text-gray-900';
export const h2 = 'mb-2 text-base font-semibold text-gray-900';
export const primaryButton = 'min-h-11 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-on-primary';
export const secondaryButton = 'inline-flex min-h-11 items-center rounded-md border border-gray-400 bg-white px-4 py-2 text-sm font-medium text-gray-900';
export const dangerButton = 'min-h-11 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white';
export const field = 'mt-1 min-h-11 w-full rounded-md border border-gray-400 bg-white px-2 py-2 text-sm text-gray-900';

export const when = (iso: string): string => new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Dhaka' });

