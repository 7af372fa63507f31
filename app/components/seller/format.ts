// The seller console's one date format: day and clock in Bangladesh time (issue 14).
export const when = (iso: string): string => new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Dhaka' });
