// The Bangla names of Bangladesh's 8 divisions and 64 districts (core/bd-districts.ts keeps the
// English ones, which addresses store and the delivery charges read): a Bangla page shows these
// in the address form's list and on saved addresses; the value sent stays the English name.
import type { Division } from '../bd-districts';
import type { Lang } from './lang';

export const DIVISION_NAMES_BN: { readonly [D in Division]: string } = {
  Barishal: 'বরিশাল',
  Chattogram: 'চট্টগ্রাম',
  Dhaka: 'ঢাকা',
  Khulna: 'খুলনা',
  Mymensingh: 'ময়মনসিংহ',
  Rajshahi: 'রাজশাহী',
  Rangpur: 'রংপুর',
  Sylhet: 'সিলেট',
};

export const DISTRICT_NAMES_BN: Readonly<Record<string, string>> = {
  Barguna: 'বরগুনা', Barishal: 'বরিশাল', Bhola: 'ভোলা', Jhalokati: 'ঝালকাঠি', Patuakhali: 'পটুয়াখালী', Pirojpur: 'পিরোজপুর',
  Bandarban: 'বান্দরবান', Brahmanbaria: 'ব্রাহ্মণবাড়িয়া', Chandpur: 'চাঁদপুর', Chattogram: 'চট্টগ্রাম', "Cox's Bazar": 'কক্সবাজার',
  Cumilla: 'কুমিল্লা', Feni: 'ফেনী', Khagrachhari: 'খাগড়াছড়ি', Lakshmipur: 'লক্ষ্মীপুর', Noakhali: 'নোয়াখালী', Rangamati: 'রাঙ্গামাটি',
  Dhaka: 'ঢাকা', Faridpur: 'ফরিদপুর', Gazipur: 'গাজীপুর', Gopalganj: 'গোপালগঞ্জ', Kishoreganj: 'কিশোরগঞ্জ', Madaripur: 'মাদারীপুর',
  Manikganj: 'মানিকগঞ্জ', Munshiganj: 'মুন্সিগঞ্জ', Narayanganj: 'নারায়ণগঞ্জ', Narsingdi: 'নরসিংদী', Rajbari: 'রাজবাড়ী',
  Shariatpur: 'শরীয়তপুর', Tangail: 'টাঙ্গাইল',
  Bagerhat: 'বাগেরহাট', Chuadanga: 'চুয়াডাঙ্গা', Jashore: 'যশোর', Jhenaidah: 'ঝিনাইদহ', Khulna: 'খুলনা', Kushtia: 'কুষ্টিয়া',
  Magura: 'মাগুরা', Meherpur: 'মেহেরপুর', Narail: 'নড়াইল', Satkhira: 'সাতক্ষীরা',
  Jamalpur: 'জামালপুর', Mymensingh: 'ময়মনসিংহ', Netrokona: 'নেত্রকোনা', Sherpur: 'শেরপুর',
  Bogura: 'বগুড়া', Chapainawabganj: 'চাঁপাইনবাবগঞ্জ', Joypurhat: 'জয়পুরহাট', Naogaon: 'নওগাঁ', Natore: 'নাটোর', Pabna: 'পাবনা',
  Rajshahi: 'রাজশাহী', Sirajganj: 'সিরাজগঞ্জ',
  Dinajpur: 'দিনাজপুর', Gaibandha: 'গাইবান্ধা', Kurigram: 'কুড়িগ্রাম', Lalmonirhat: 'লালমনিরহাট', Nilphamari: 'নীলফামারী',
  Panchagarh: 'পঞ্চগড়', Rangpur: 'রংপুর', Thakurgaon: 'ঠাকুরগাঁও',
  Habiganj: 'হবিগঞ্জ', Moulvibazar: 'মৌলভীবাজার', Sunamganj: 'সুনামগঞ্জ', Sylhet: 'সিলেট',
};

/** A district's name in the page's language (a name not on the list as it is). */
export function districtName(lang: Lang, district: string): string {
  return lang === 'bn' ? (DISTRICT_NAMES_BN[district] ?? district) : district;
}

/** A division's name in the page's language (a name not on the list as it is). */
export function divisionName(lang: Lang, division: string): string {
  return lang === 'bn' ? (DIVISION_NAMES_BN[division as Division] ?? division) : division;
}
