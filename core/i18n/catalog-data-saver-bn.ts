// The data-saver switch in Bangla (catalog-data-saver-en.ts).
import type { dataSaverEn } from './catalog-data-saver-en';

export const dataSaverBn: Record<keyof typeof dataSaverEn, string> = {
  'dataSaver.turnOn': 'ডেটা বাঁচান',
  'dataSaver.turnOff': 'ডেটা সাশ্রয় চালু: বন্ধ করুন',
  'dataSaver.explainOn': 'ছবি ছোট হবে, আগেভাগে কিছু লোড হবে না — ধীর বা দামি ইন্টারনেটে কাজে আসে',
  'dataSaver.explainOff': 'আবার পুরো মাপের ছবি দেখান',
};
