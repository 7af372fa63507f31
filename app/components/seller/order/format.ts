// The seller order page's one date format (Dhaka time, day and clock).
export const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Dhaka' });
