// The seller console's one date format: day and clock in Bangladesh time (issue 14); on a
// Bangla page in Bangla digits and month names (core/i18n/format.ts).
import { formatDateTime } from '../../../core/i18n/format';
import type { Lang } from '../../../core/i18n/lang';

export const when = (iso: string, lang: Lang = 'en'): string => (lang === 'bn' ? formatDateTime('bn', iso) : new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Dhaka' }));
