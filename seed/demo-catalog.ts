// The demo catalog a fresh installation starts with: three Bangladeshi shops with enough
// products, variants, stock situations, discounts, rates, deals and menus to exercise every
// screen of the storefront. Everything is generated locally (SVG drawings rendered to PNG
// with sharp, no network) from a seeded PRNG, so every run produces the same catalog — and
// the same image bytes, which the importer then stores once.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

// ---- deterministic randomness ------------------------------------------------------------

/** mulberry32: tiny, fast, good enough for demo data, and identical on every platform. */
function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}
type Random = ReturnType<typeof createRandom>;

function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

// ---- drawings ------------------------------------------------------------------------------

interface Colour {
  key: string;
  name: string;
  code: string;
}

type Shape =
  | 'tshirt' | 'panjabi' | 'saree' | 'frock' | 'sandal' | 'bag' | 'necklace' | 'cap'
  | 'phone' | 'laptop' | 'headphones' | 'watch' | 'speaker' | 'powerbank' | 'tv' | 'camera'
  | 'lamp' | 'chair' | 'mug' | 'cushion' | 'bedsheet' | 'pot' | 'vase' | 'clock';

const SHAPE_LABEL: Record<Shape, string> = {
  tshirt: 'T-Shirt', panjabi: 'Panjabi', saree: 'Saree', frock: 'Frock', sandal: 'Sandal', bag: 'Handbag', necklace: 'Necklace', cap: 'Cap',
  phone: 'Smartphone', laptop: 'Laptop', headphones: 'Headphones', watch: 'Smart Watch', speaker: 'Speaker', powerbank: 'Power Bank', tv: 'Smart TV', camera: 'Camera',
  lamp: 'Lamp', chair: 'Chair', mug: 'Mug', cushion: 'Cushion', bedsheet: 'Bedsheet', pot: 'Cookware', vase: 'Vase', clock: 'Wall Clock',
};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The silhouette of each kind of product on an 800×800 canvas, in the product's colour `c`. */
function shapeSvg(shape: Shape, c: string): string {
  const dark = 'rgba(0,0,0,0.28)';
  const light = 'rgba(255,255,255,0.55)';
  const s = `stroke="${dark}" stroke-width="6" stroke-linejoin="round"`;
  switch (shape) {
    case 'tshirt':
      return `<path d="M300 150 L230 170 L130 260 L190 340 L250 300 L250 620 L550 620 L550 300 L610 340 L670 260 L570 170 L500 150 Q400 230 300 150 Z" fill="${c}" ${s}/>`;
    case 'panjabi':
      return `<path d="M320 130 L250 160 L170 270 L220 320 L270 280 L260 660 L540 660 L530 280 L580 320 L630 270 L550 160 L480 130 L430 170 L400 260 L370 170 Z" fill="${c}" ${s}/>
        <line x1="400" y1="260" x2="400" y2="420" stroke="${dark}" stroke-width="6"/>
        <circle cx="400" cy="300" r="9" fill="${light}"/><circle cx="400" cy="345" r="9" fill="${light}"/><circle cx="400" cy="390" r="9" fill="${light}"/>`;
    case 'saree':
      return `<path d="M330 140 Q400 115 470 140 L530 660 L270 660 Z" fill="${c}" ${s}/>
        <path d="M335 150 L528 340 L532 400 L318 210 Z" fill="${light}"/>
        <rect x="272" y="620" width="256" height="28" fill="${light}"/>`;
    case 'frock':
      return `<path d="M340 150 L300 170 L320 260 L210 620 L590 620 L480 260 L500 170 L460 150 Q400 205 340 150 Z" fill="${c}" ${s}/>
        <path d="M322 262 L478 262" stroke="${light}" stroke-width="18"/>`;
    case 'sandal':
      return `<ellipse cx="330" cy="410" rx="105" ry="250" fill="${c}" ${s}/><ellipse cx="490" cy="410" rx="105" ry="250" fill="${c}" ${s}/>
        <path d="M240 330 Q330 270 420 330" stroke="${light}" stroke-width="34" fill="none"/><path d="M400 330 Q490 270 580 330" stroke="${light}" stroke-width="34" fill="none"/>`;
    case 'bag':
      return `<path d="M300 330 Q300 170 400 170 Q500 170 500 330" stroke="${c}" stroke-width="34" fill="none"/>
        <path d="M210 320 L590 320 L630 630 L170 630 Z" fill="${c}" ${s}/><rect x="360" y="380" width="80" height="40" rx="8" fill="${light}"/>`;
    case 'necklace':
      return `<path d="M220 200 Q400 640 580 200" stroke="${dark}" stroke-width="8" fill="none"/>
        ${[0.15, 0.3, 0.45, 0.55, 0.7, 0.85].map((t) => {
          const x = (1 - t) * (1 - t) * 220 + 2 * (1 - t) * t * 400 + t * t * 580;
          const y = (1 - t) * (1 - t) * 200 + 2 * (1 - t) * t * 640 + t * t * 200;
          return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="22" fill="${c}" ${s}/>`;
        }).join('')}
        <path d="M400 420 L450 500 L400 600 L350 500 Z" fill="${c}" ${s}/>`;
    case 'cap':
      return `<path d="M220 440 Q220 210 400 210 Q580 210 580 440 Z" fill="${c}" ${s}/>
        <path d="M200 430 L700 430 Q690 490 560 490 L200 475 Z" fill="${c}" ${s}/><circle cx="400" cy="212" r="16" fill="${light}"/>`;
    case 'phone':
      return `<rect x="290" y="120" width="220" height="460" rx="34" fill="${c}" ${s}/>
        <rect x="308" y="160" width="184" height="370" rx="10" fill="#1c2733"/><circle cx="400" cy="140" r="7" fill="${light}"/>
        <rect x="330" y="190" width="140" height="70" rx="8" fill="${light}"/>`;
    case 'laptop':
      return `<rect x="210" y="180" width="380" height="260" rx="14" fill="${c}" ${s}/><rect x="230" y="200" width="340" height="220" rx="4" fill="#1c2733"/>
        <path d="M150 450 L650 450 L610 510 L190 510 Z" fill="${c}" ${s}/>`;
    case 'headphones':
      return `<path d="M240 460 Q240 170 400 170 Q560 170 560 460" stroke="${c}" stroke-width="40" fill="none"/>
        <rect x="190" y="400" width="110" height="190" rx="40" fill="${c}" ${s}/><rect x="500" y="400" width="110" height="190" rx="40" fill="${c}" ${s}/>`;
    case 'watch':
      return `<rect x="345" y="110" width="110" height="580" rx="30" fill="${c}" ${s}/>
        <rect x="285" y="290" width="230" height="230" rx="50" fill="#1c2733" ${s}/>
        <line x1="400" y1="405" x2="400" y2="330" stroke="${light}" stroke-width="10"/><line x1="400" y1="405" x2="455" y2="430" stroke="${light}" stroke-width="8"/>`;
    case 'speaker':
      return `<rect x="270" y="150" width="260" height="470" rx="34" fill="${c}" ${s}/>
        <circle cx="400" cy="260" r="55" fill="#1c2733"/><circle cx="400" cy="460" r="105" fill="#1c2733"/><circle cx="400" cy="460" r="35" fill="${light}"/>`;
    case 'powerbank':
      return `<rect x="290" y="160" width="220" height="440" rx="44" fill="${c}" ${s}/>
        ${[0, 1, 2, 3].map((i) => `<circle cx="${355 + i * 30}" cy="540" r="9" fill="${light}"/>`).join('')}<rect x="370" y="190" width="60" height="14" rx="7" fill="#1c2733"/>`;
    case 'tv':
      return `<rect x="130" y="170" width="540" height="330" rx="14" fill="${c}" ${s}/><rect x="150" y="190" width="500" height="290" fill="#1c2733"/>
        <path d="M340 500 L460 500 L500 580 L300 580 Z" fill="${c}" ${s}/>`;
    case 'camera':
      return `<rect x="190" y="260" width="420" height="280" rx="34" fill="${c}" ${s}/><rect x="250" y="215" width="120" height="60" rx="12" fill="${c}" ${s}/>
        <circle cx="420" cy="400" r="105" fill="#1c2733"/><circle cx="420" cy="400" r="60" fill="${light}"/>`;
    case 'lamp':
      return `<path d="M300 180 L500 180 L570 380 L230 380 Z" fill="${c}" ${s}/><rect x="385" y="380" width="30" height="220" fill="#5d4037"/>
        <ellipse cx="400" cy="610" rx="130" ry="32" fill="#5d4037"/>`;
    case 'chair':
      return `<rect x="280" y="140" width="240" height="270" rx="18" fill="${c}" ${s}/><rect x="250" y="400" width="300" height="60" rx="12" fill="${c}" ${s}/>
        <rect x="265" y="455" width="26" height="200" fill="#5d4037"/><rect x="509" y="455" width="26" height="200" fill="#5d4037"/>`;
    case 'mug':
      return `<path d="M530 320 Q640 320 640 420 Q640 520 530 520" stroke="${c}" stroke-width="38" fill="none"/>
        <rect x="250" y="260" width="300" height="340" rx="26" fill="${c}" ${s}/>
        <path d="M330 220 Q310 180 340 140 M400 220 Q380 180 410 140 M470 220 Q450 180 480 140" stroke="${dark}" stroke-width="8" fill="none"/>`;
    case 'cushion':
      return `<path d="M190 190 Q400 240 610 190 Q560 400 610 610 Q400 560 190 610 Q240 400 190 190 Z" fill="${c}" ${s}/><circle cx="400" cy="400" r="24" fill="${light}"/>`;
    case 'bedsheet':
      return [0, 1, 2].map((i) => `<rect x="${190 + i * 10}" y="${470 - i * 120}" width="${420 - i * 20}" height="110" rx="12" fill="${c}" ${s}/>
        <rect x="${190 + i * 10}" y="${500 - i * 120}" width="${420 - i * 20}" height="16" fill="${light}"/>`).join('');
    case 'pot':
      return `<ellipse cx="400" cy="300" rx="190" ry="36" fill="${c}" ${s}/><circle cx="400" cy="258" r="20" fill="#1c2733"/>
        <path d="M215 320 L585 320 L555 560 Q400 610 245 560 Z" fill="${c}" ${s}/>
        <rect x="150" y="350" width="70" height="26" rx="12" fill="#1c2733"/><rect x="580" y="350" width="70" height="26" rx="12" fill="#1c2733"/>`;
    case 'vase':
      return `<path d="M345 180 L455 180 L448 245 Q560 340 520 520 Q490 630 400 630 Q310 630 280 520 Q240 340 352 245 Z" fill="${c}" ${s}/>
        <path d="M300 430 Q400 470 500 430" stroke="${light}" stroke-width="14" fill="none"/>`;
    case 'clock':
      return `<circle cx="400" cy="400" r="240" fill="${c}" ${s}/><circle cx="400" cy="400" r="200" fill="#fafafa"/>
        ${Array.from({ length: 12 }, (_, i) => `<rect x="396" y="214" width="8" height="28" fill="#333" transform="rotate(${i * 30} 400 400)"/>`).join('')}
        <line x1="400" y1="400" x2="400" y2="270" stroke="#333" stroke-width="12"/><line x1="400" y1="400" x2="490" y2="430" stroke="#333" stroke-width="9"/>`;
  }
}

function productImageSvg(shape: Shape, colour: Colour, shopName: string, tint: string): string {
  const label = `${SHAPE_LABEL[shape]} · ${colour.name}`;
  // Drawn on an 800-unit canvas, rendered at 600 px: the size of the storefront's normal
  // image, so the importer encodes each picture twice rather than three times.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 800 800">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint}" stop-opacity="0.22"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <ellipse cx="400" cy="690" rx="260" ry="26" fill="rgba(0,0,0,0.08)"/>
    ${shapeSvg(shape, colour.code)}
    <text x="400" y="752" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="#333" text-anchor="middle">${escapeXml(label)}</text>
    <text x="24" y="44" font-family="DejaVu Sans, sans-serif" font-size="26" fill="${tint}">${escapeXml(shopName)}</text>
  </svg>`;
}

function logoSvg(name: string, colour: string, accent: string): string {
  const width = 140 + name.length * 26; // DejaVu Sans Bold at 40 px is about 26 px a letter
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="120" viewBox="0 0 ${width} 120">
    <rect width="${width}" height="120" rx="22" fill="${colour}"/>
    <circle cx="60" cy="60" r="36" fill="${accent}"/><path d="M42 66 Q60 30 78 66" stroke="#fff" stroke-width="7" fill="none"/>
    <text x="112" y="76" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="#fff">${escapeXml(name)}</text>
  </svg>`;
}

function badgeSvg(name: string, colour: string): string {
  const initials = name.split(/\s+/).map((w) => w[0]).join('').slice(0, 2).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 300 300">
    <rect width="300" height="300" fill="#fff"/><circle cx="150" cy="130" r="96" fill="${colour}"/>
    <text x="150" y="160" font-family="DejaVu Sans, sans-serif" font-size="84" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
    <text x="150" y="272" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#333" text-anchor="middle">${escapeXml(name)}</text>
  </svg>`;
}

function bannerSvg(title: string, subtitle: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#222"/></linearGradient></defs>
    <rect width="1200" height="400" fill="url(#g)"/>
    <circle cx="1050" cy="80" r="160" fill="rgba(255,255,255,0.12)"/><circle cx="980" cy="360" r="110" fill="rgba(255,255,255,0.08)"/>
    <text x="80" y="190" font-family="DejaVu Sans, sans-serif" font-size="82" font-weight="bold" fill="#fff">${escapeXml(title)}</text>
    <text x="84" y="270" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#fff">${escapeXml(subtitle)}</text>
  </svg>`;
}

/** A home slide (decision 067): 12:5, its words inside the middle so the 12:5 crop keeps them. */
function slideSvg(title: string, subtitle: string, colour: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500" viewBox="0 0 1200 500">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1f2937"/></linearGradient></defs>
    <rect width="1200" height="500" fill="url(#g)"/>
    <circle cx="1020" cy="110" r="190" fill="${accent}" fill-opacity="0.35"/><circle cx="930" cy="440" r="120" fill="rgba(255,255,255,0.10)"/>
    <text x="110" y="240" font-family="DejaVu Sans, sans-serif" font-size="84" font-weight="bold" fill="#fff">${escapeXml(title)}</text>
    <text x="114" y="320" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#fff">${escapeXml(subtitle)}</text>
  </svg>`;
}

function posterSvg(title: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="338" viewBox="0 0 800 450">
    <rect width="800" height="450" fill="#111"/><rect x="0" y="380" width="800" height="70" fill="${colour}"/>
    <circle cx="400" cy="190" r="90" fill="rgba(255,255,255,0.9)"/><path d="M370 140 L370 240 L455 190 Z" fill="${colour}"/>
    <text x="400" y="426" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>
  </svg>`;
}

async function renderPng(svg: string, file: string): Promise<void> {
  // Low PNG compression: these files only live until the importer has read them.
  await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toFile(file);
}

// ---- the product page's tables (docs/decisions/066) --------------------------------------

/** A size guide for the sizes a demo item comes in: chest and length for clothes, foot length for sandals. */
function demoSizeGuide(sizes: readonly string[] | undefined, shape: Shape): Record<string, unknown> | null {
  if (!sizes) return null;
  if (shape === 'sandal') {
    return { columns: ['Size (EU)', 'Foot length (cm)'], columns_bn: ['সাইজ (ইইউ)', 'পায়ের দৈর্ঘ্য (সেমি)'], rows: sizes.map((z) => [z, String(Math.round((Number(z) * 2) / 3 * 10 - 15) / 10)]) };
  }
  if (sizes === ADULT_SIZES) {
    return { columns: ['Size', 'Chest (in)', 'Length (in)'], columns_bn: ['সাইজ', 'বুক (ইঞ্চি)', 'লম্বা (ইঞ্চি)'], rows: sizes.map((z, i) => [z, String(38 + i * 2), String(28 + i)]) };
  }
  if (sizes === KIDS_SIZES) {
    return { columns: ['Size', 'Chest (in)', 'Length (in)'], columns_bn: ['সাইজ', 'বুক (ইঞ্চি)', 'লম্বা (ইঞ্চি)'], rows: sizes.map((z, i) => [z, String(22 + i * 2), String(16 + i * 2)]) };
  }
  return null;
}

/** A few specifications the demo products carry: what a shopper asks about each kind of thing. */
function demoSpecifications(shape: Shape, brand: string): Array<Record<string, string>> {
  const fabric = { tshirt: ['Cotton', 'সুতি'], panjabi: ['Cotton blend', 'সুতি মিশ্রণ'], saree: ['Handloom cotton', 'তাঁতের সুতি'], frock: ['Cotton', 'সুতি'] } as Partial<Record<Shape, [string, string]>>;
  const own = fabric[shape];
  if (own) return [{ name: 'Fabric', name_bn: 'কাপড়', value: own[0], value_bn: own[1] }, { name: 'Made in', name_bn: 'তৈরি', value: 'Bangladesh', value_bn: 'বাংলাদেশ' }, { name: 'Care', name_bn: 'যত্ন', value: 'Hand wash in cold water', value_bn: 'ঠান্ডা পানিতে হাতে ধুয়ে নিন' }];
  const tech = { phone: ['5000 mAh', '6.5"'], laptop: ['8 hours', '15.6"'], tv: ['—', '43"'], watch: ['7 days', '1.4"'] } as Partial<Record<Shape, [string, string]>>;
  const t = tech[shape];
  if (t) return [{ name: 'Brand', value: brand }, { name: 'Battery', value: t[0] }, { name: 'Display', value: t[1] }, { name: 'Warranty', name_bn: 'ওয়ারেন্টি', value: '1 year official', value_bn: '১ বছর অফিশিয়াল' }];
  if (shape === 'headphones' || shape === 'speaker' || shape === 'powerbank' || shape === 'camera') return [{ name: 'Brand', value: brand }, { name: 'Warranty', name_bn: 'ওয়ারেন্টি', value: '6 months', value_bn: '৬ মাস' }];
  return [];
}

// ---- the shops -----------------------------------------------------------------------------

type VariantKind = 'size-colour' | 'colour' | 'size' | 'storage-colour' | 'none' | 'mixed';

interface ItemPlan {
  name: string;
  slug: string;
  shape: Shape;
  count: number;
  price: [number, number];
  variants: VariantKind;
  sizes?: string[];
  /** The singular used in product names when it is not simply the item name without its 's'. */
  noun?: string;
  attachment?: { name: string; title: string };
}

interface ShopPlan {
  slug: string;
  shop_name: string;
  tint: string;
  /** The logo's emblem colour. */
  accent: string;
  logo: boolean;
  contact_number: string;
  meta_description: string;
  brands_setting: 0 | 1;
  shop_rate: { s_rateType: 'percentage' | 'flat'; s_increase: number; s_discount: number };
  palette: Colour[];
  brands: string[];
  styles: string[];
  categories: Array<{ name: string; slug: string; groups: Array<{ name: string; items: ItemPlan[] }> }>;
  deals: Array<{ slug: string; title: string; subtitle: string; starts_at: string | null; ends_at: string | null; size: number }>;
  social: string;
  /** Checkout settings (docs/import-format.md): delivery table, pickup points, coupons. */
  delivery: { inside_dhaka: number; outside_dhaka: number; districts: Record<string, number>; free_over: number | null; inside_dhaka_days: number; outside_dhaka_days: number };
  pickup_points: Array<{ name: string; address: string; phone: string; hours: string; charge: number }>;
  /** The first is the newcomer's coupon the home page's hero shows (no minimum total). */
  coupons: Array<Record<string, unknown>>;
  return_days: number;
}

const ADULT_SIZES = ['S', 'M', 'L', 'XL'];
const KIDS_SIZES = ['2-3Y', '4-5Y', '6-7Y'];
const SHOE_SIZES = ['38', '39', '40', '41', '42'];

const PLANS: ShopPlan[] = [
  {
    slug: 'rongdhonu',
    shop_name: 'Rongdhonu Fashion',
    tint: '#c2185b',
    accent: '#e1ad01',
    logo: true,
    contact_number: '+8801711000101',
    meta_description: 'Panjabi, saree, kurti and kids wear from Dhaka — cash on delivery all over Bangladesh.',
    brands_setting: 1,
    shop_rate: { s_rateType: 'percentage', s_increase: 10, s_discount: 5 },
    palette: [
      { key: 'maroon', name: 'Maroon', code: '#800000' },
      { key: 'navy', name: 'Navy', code: '#1a237e' },
      { key: 'mustard', name: 'Mustard', code: '#e1ad01' },
      { key: 'teal', name: 'Teal', code: '#00796b' },
      { key: 'black', name: 'Black', code: '#212121' },
    ],
    brands: ['Nakshi', 'Jamdani House', 'Tant Ghor', 'Rickshaw Kids'],
    styles: ['Eid Special', 'Handloom', 'Embroidered', 'Classic', 'Festive', 'Everyday', 'Premium', 'Boishakhi', 'Block Print', 'Cotton Comfort', 'Silk Blend', 'Printed'],
    categories: [
      { name: 'Men', slug: 'men', groups: [
        { name: 'Clothing', items: [
          { name: 'Panjabi', slug: 'panjabi', shape: 'panjabi', count: 8, price: [1200, 4500], variants: 'size-colour', sizes: ADULT_SIZES },
          { name: 'T-Shirts', slug: 'mens-t-shirts', shape: 'tshirt', count: 8, price: [350, 900], variants: 'size-colour', sizes: ADULT_SIZES, attachment: { name: 'Custom Print T-Shirt', title: 'Upload your design' } },
        ] },
        { name: 'Footwear', items: [{ name: 'Sandals', slug: 'mens-sandals', shape: 'sandal', count: 5, price: [600, 1800], variants: 'size', sizes: SHOE_SIZES }] },
        { name: 'Accessories', items: [{ name: 'Caps', slug: 'caps', shape: 'cap', count: 5, price: [250, 600], variants: 'mixed' }] },
      ] },
      { name: 'Women', slug: 'women', groups: [
        { name: 'Clothing', items: [
          { name: 'Sarees', slug: 'sarees', shape: 'saree', count: 8, price: [1500, 9000], variants: 'colour' },
          { name: 'Kurtis', slug: 'kurtis', shape: 'panjabi', count: 6, price: [800, 2200], variants: 'size-colour', sizes: ADULT_SIZES },
        ] },
        { name: 'Footwear', items: [{ name: 'Sandals', slug: 'womens-sandals', shape: 'sandal', count: 4, price: [550, 1600], variants: 'size', sizes: ['36', '37', '38', '39'] }] },
        { name: 'Accessories', items: [
          { name: 'Handbags', slug: 'handbags', shape: 'bag', count: 6, price: [900, 3500], variants: 'mixed' },
          { name: 'Jewellery', slug: 'jewellery', noun: 'Necklace', shape: 'necklace', count: 5, price: [300, 2500], variants: 'none' },
        ] },
      ] },
      { name: 'Kids', slug: 'kids', groups: [
        { name: 'Clothing', items: [
          { name: 'Frocks', slug: 'frocks', shape: 'frock', count: 5, price: [500, 1500], variants: 'size-colour', sizes: KIDS_SIZES },
          { name: 'Kids T-Shirts', slug: 'kids-t-shirts', shape: 'tshirt', count: 4, price: [250, 600], variants: 'size', sizes: KIDS_SIZES },
        ] },
      ] },
    ],
    deals: [
      { slug: 'eid-collection', title: 'Eid Collection', subtitle: 'Up to 25% off panjabi & sarees', starts_at: null, ends_at: null, size: 10 },
      { slug: 'pohela-boishakh', title: 'Pohela Boishakh', subtitle: 'Red & white for the new year', starts_at: '2025-04-01T00:00:00.000Z', ends_at: '2035-04-30T18:00:00.000Z', size: 6 },
    ],
    social: 'rongdhonufashion',
    delivery: { inside_dhaka: 60, outside_dhaka: 120, districts: { Gazipur: 80, Narayanganj: 80 }, free_over: 3000, inside_dhaka_days: 2, outside_dhaka_days: 4 },
    pickup_points: [
      { name: 'Dhanmondi store', address: 'House 32, Road 7, Dhanmondi, Dhaka 1205', phone: '+8801711000111', hours: 'Sat–Thu 10:00–21:00', charge: 0 },
      { name: 'Bashundhara City counter', address: 'Level 4, Bashundhara City, Panthapath, Dhaka 1215', phone: '+8801711000112', hours: 'Every day 10:00–20:00 (Tue closed)', charge: 20 },
    ],
    coupons: [
      { code: 'WELCOME10', type: 'percent', value: 10, max_discount: 300, max_uses_per_customer: 1 },
      { code: 'EID500', type: 'flat', value: 500, min_total: 5000, starts_at: '2025-01-01', ends_at: '2035-12-31', max_uses: 1000, max_uses_per_customer: 1 },
    ],
    return_days: 7,
  },
  {
    slug: 'bazar',
    shop_name: 'Bazar Electronics',
    tint: '#1565c0',
    accent: '#ef6c00',
    logo: true,
    contact_number: '+8801811000202',
    meta_description: 'Phones, laptops and gadgets with official warranty, delivered from Chattogram and Dhaka.',
    brands_setting: 1,
    shop_rate: { s_rateType: 'flat', s_increase: 100, s_discount: 50 },
    palette: [
      { key: 'midnight', name: 'Midnight', code: '#263238' },
      { key: 'silver', name: 'Silver', code: '#9e9e9e' },
      { key: 'ocean', name: 'Ocean Blue', code: '#0277bd' },
      { key: 'emerald', name: 'Emerald', code: '#2e7d32' },
      { key: 'sunset', name: 'Sunset Orange', code: '#ef6c00' },
    ],
    brands: ['Padma Tech', 'Meghna Mobile', 'Jamuna Sound', 'Karnaphuli Digital', 'Bijoy Gadgets'],
    styles: ['Pro', 'Lite', 'Max', 'Neo', 'Air', 'Plus', 'Prime', 'Ultra', 'Go', 'Edge'],
    categories: [
      { name: 'Mobiles', slug: 'mobiles', groups: [
        { name: 'Phones', items: [
          { name: 'Smartphones', slug: 'smartphones', shape: 'phone', count: 10, price: [9000, 45000], variants: 'storage-colour' },
          { name: 'Feature Phones', slug: 'feature-phones', shape: 'phone', count: 5, price: [1200, 2800], variants: 'colour' },
        ] },
        { name: 'Mobile Accessories', items: [
          { name: 'Power Banks', slug: 'power-banks', shape: 'powerbank', count: 7, price: [900, 3500], variants: 'mixed', attachment: { name: 'Engraved Power Bank', title: 'Upload your logo for engraving' } },
          { name: 'Smart Watches', slug: 'smart-watches', shape: 'watch', count: 6, price: [1500, 12000], variants: 'colour' },
        ] },
      ] },
      { name: 'Computers', slug: 'computers', groups: [
        { name: 'Laptops', items: [
          { name: 'Everyday Laptops', slug: 'everyday-laptops', shape: 'laptop', count: 6, price: [38000, 75000], variants: 'size', sizes: ['8GB / 256GB', '8GB / 512GB', '16GB / 512GB'] },
          { name: 'Gaming Laptops', slug: 'gaming-laptops', shape: 'laptop', count: 5, price: [90000, 180000], variants: 'none' },
        ] },
      ] },
      { name: 'TV & Audio', slug: 'tv-audio', groups: [
        { name: 'Televisions', items: [{ name: 'Smart TVs', slug: 'smart-tvs', shape: 'tv', count: 6, price: [18000, 85000], variants: 'size', sizes: ['32"', '43"', '55"'] }] },
        { name: 'Audio', items: [
          { name: 'Headphones', slug: 'headphones', shape: 'headphones', count: 8, price: [600, 9000], variants: 'colour' },
          { name: 'Bluetooth Speakers', slug: 'bluetooth-speakers', shape: 'speaker', count: 6, price: [1200, 14000], variants: 'mixed' },
        ] },
        { name: 'Cameras', items: [{ name: 'Action Cameras', slug: 'action-cameras', shape: 'camera', count: 5, price: [6000, 35000], variants: 'none' }] },
      ] },
    ],
    deals: [
      { slug: 'tech-fest', title: 'Tech Fest', subtitle: 'Cashback on phones and laptops', starts_at: null, ends_at: null, size: 10 },
    ],
    social: 'bazarelectronics',
    delivery: { inside_dhaka: 70, outside_dhaka: 130, districts: { Gazipur: 90, Narayanganj: 90, Chattogram: 100 }, free_over: 20000, inside_dhaka_days: 1, outside_dhaka_days: 3 },
    pickup_points: [
      { name: 'Multiplan Center shop', address: 'Shop 512, Multiplan Center, New Elephant Road, Dhaka 1205', phone: '+8801811000211', hours: 'Thu–Tue 10:30–20:00', charge: 0 },
      { name: 'Agrabad branch', address: 'Sabrina Plaza, Agrabad C/A, Chattogram 4100', phone: '+8801811000212', hours: 'Sat–Thu 10:00–19:00', charge: 0 },
    ],
    coupons: [
      { code: 'WELCOME5', type: 'percent', value: 5, max_discount: 1000, max_uses_per_customer: 1 },
      { code: 'TECH1000', type: 'flat', value: 1000, min_total: 30000, starts_at: '2025-01-01', ends_at: '2035-12-31', max_uses: 200, max_uses_per_customer: 1 },
    ],
    return_days: 3,
  },
  {
    slug: 'dokan',
    shop_name: 'Dokan Home',
    tint: '#2e7d32',
    accent: '#c8a96a',
    logo: false,
    contact_number: '+8801911000303',
    meta_description: 'Nakshi kantha, terracotta and kitchenware made in Bangladesh.',
    brands_setting: 0,
    shop_rate: { s_rateType: 'percentage', s_increase: 8, s_discount: 3 },
    palette: [
      { key: 'terracotta', name: 'Terracotta', code: '#b5562e' },
      { key: 'indigo', name: 'Indigo', code: '#303f9f' },
      { key: 'leaf', name: 'Leaf Green', code: '#558b2f' },
      { key: 'sand', name: 'Sand', code: '#c8a96a' },
      { key: 'rose', name: 'Rose', code: '#ad1457' },
    ],
    brands: ['Kathal Wood', 'Matir Hari', 'Shital Pati'],
    styles: ['Handmade', 'Terracotta', 'Bamboo', 'Nakshi', 'Classic', 'Rustic', 'Jute', 'Modern', 'Village', 'Brass', 'Mango Wood', 'Hand-painted'],
    categories: [
      { name: 'Kitchen', slug: 'kitchen', groups: [
        { name: 'Cookware', items: [{ name: 'Pots & Pans', slug: 'pots-and-pans', noun: 'Cooking Pot', shape: 'pot', count: 8, price: [700, 4500], variants: 'size', sizes: ['1 L', '2 L', '3 L'] }] },
        { name: 'Tableware', items: [{ name: 'Mugs', slug: 'mugs', shape: 'mug', count: 8, price: [200, 650], variants: 'mixed', attachment: { name: 'Photo Print Mug', title: 'Upload your photo' } }] },
      ] },
      { name: 'Living', slug: 'living', groups: [
        { name: 'Furniture', items: [{ name: 'Chairs', slug: 'chairs', shape: 'chair', count: 6, price: [2500, 12000], variants: 'colour' }] },
        { name: 'Decor', items: [
          { name: 'Vases', slug: 'vases', shape: 'vase', count: 7, price: [350, 2200], variants: 'none' },
          { name: 'Wall Clocks', slug: 'wall-clocks', shape: 'clock', count: 7, price: [600, 3000], variants: 'none' },
          { name: 'Lamps', slug: 'lamps', shape: 'lamp', count: 7, price: [900, 4800], variants: 'colour' },
        ] },
      ] },
      { name: 'Bedroom', slug: 'bedroom', groups: [
        { name: 'Bedding', items: [
          { name: 'Bedsheets', slug: 'bedsheets', shape: 'bedsheet', count: 8, price: [900, 3800], variants: 'size-colour', sizes: ['Single', 'Double', 'King'] },
          { name: 'Nakshi Kantha', slug: 'nakshi-kantha', noun: 'Kantha Quilt', shape: 'bedsheet', count: 6, price: [2500, 9500], variants: 'none' },
          { name: 'Cushions', slug: 'cushions', shape: 'cushion', count: 7, price: [300, 1200], variants: 'colour' },
        ] },
      ] },
    ],
    deals: [
      { slug: 'winter-home', title: 'Winter Home', subtitle: 'Warm kantha and bedding', starts_at: '2025-11-01T00:00:00.000Z', ends_at: '2035-02-28T18:00:00.000Z', size: 8 },
    ],
    social: 'dokanhome',
    delivery: { inside_dhaka: 60, outside_dhaka: 120, districts: { Gazipur: 80, Narayanganj: 80, Munshiganj: 100 }, free_over: 4000, inside_dhaka_days: 2, outside_dhaka_days: 5 },
    pickup_points: [
      { name: 'Mirpur warehouse', address: 'Plot 14, Section 10, Mirpur, Dhaka 1216', phone: '+8801911000311', hours: 'Sat–Thu 09:00–18:00', charge: 0 },
      { name: 'Uttara collection point', address: 'House 9, Road 13, Sector 4, Uttara, Dhaka 1230', phone: '+8801911000312', hours: 'Sat–Thu 11:00–19:00', charge: 30 },
    ],
    coupons: [
      { code: 'WELCOME10', type: 'percent', value: 10, max_discount: 250, max_uses_per_customer: 1 },
      { code: 'KANTHA200', type: 'flat', value: 200, min_total: 2500, starts_at: '2025-11-01', ends_at: '2035-02-28', max_uses: 300 },
    ],
    return_days: 10,
  },
];

const VIDEO_URLS = ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'https://www.youtube.com/embed/ScMzIvxBSi4'];

// ---- building the document ------------------------------------------------------------------

const slugPart = (s: string) => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** Whole taka, rounded to a shop-like price ending (…0 or …9 would be fussier; …0 is enough). */
const roundPrice = (n: number) => Math.max(10, Math.round(n / 10) * 10);

interface ImageFiles {
  product(shape: Shape, colour: Colour): string;
}

async function renderShopImages(plan: ShopPlan, workDir: string): Promise<ImageFiles & { logo: string | null; poster: string; banners: Map<string, string>; slides: Map<string, string>; brands: Map<string, string> }> {
  const dir = join(workDir, plan.slug);
  await mkdir(dir, { recursive: true });
  const shapes = [...new Set(plan.categories.flatMap((c) => c.groups.flatMap((g) => g.items.map((i) => i.shape))))];
  const jobs: Array<{ svg: () => string; file: string }> = [];
  for (const shape of shapes) {
    for (const colour of plan.palette) jobs.push({ svg: () => productImageSvg(shape, colour, plan.shop_name, plan.tint), file: `${shape}-${colour.key}.png` });
  }
  if (plan.logo) jobs.push({ svg: () => logoSvg(plan.shop_name, plan.tint, plan.accent), file: 'logo.png' });
  jobs.push({ svg: () => posterSvg(`${plan.shop_name} — product video`, plan.tint), file: 'poster.png' });
  for (const deal of plan.deals) jobs.push({ svg: () => bannerSvg(deal.title, deal.subtitle, plan.tint), file: `deal-${deal.slug}.png` });
  for (const deal of plan.deals) jobs.push({ svg: () => slideSvg(deal.title, deal.subtitle, plan.tint, plan.accent), file: `slide-${deal.slug}.png` });
  plan.brands.forEach((brand, i) => jobs.push({ svg: () => badgeSvg(brand, plan.palette[i % plan.palette.length].code), file: `brand-${slugPart(brand)}.png` }));

  // sharp renders on libuv's thread pool: a few at a time keeps both cores busy.
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        await renderPng(job.svg(), join(dir, job.file));
      }
    }),
  );
  const rel = (file: string) => `${plan.slug}/${file}`;
  return {
    product: (shape, colour) => rel(`${shape}-${colour.key}.png`),
    logo: plan.logo ? rel('logo.png') : null,
    poster: rel('poster.png'),
    banners: new Map(plan.deals.map((d) => [d.slug, rel(`deal-${d.slug}.png`)])),
    slides: new Map(plan.deals.map((d) => [d.slug, rel(`slide-${d.slug}.png`)])),
    brands: new Map(plan.brands.map((b) => [b, rel(`brand-${slugPart(b)}.png`)])),
  };
}

/** Variants in the import format for one product, or null. */
function buildVariants(item: ItemPlan, kind: Exclude<VariantKind, 'mixed'>, base: number, colours: Colour[], images: ImageFiles, rnd: Random, n: number) {
  if (kind === 'none') return null;
  const sizeValues = (labels: string[]) => labels.map((label) => ({ key: slugPart(label) || 'size', label, value: label }));
  const colourValues = colours.map((c) => ({ key: c.key, label: c.name, value: c.name, color_code: c.code, images: [images.product(item.shape, c)] }));
  const groups: Array<{ title: string; values: Array<{ key: string; label: string; value: string; color_code?: string; images?: string[] }> }> = [];
  const steps: number[][] = [];
  if (kind === 'size' || kind === 'size-colour') {
    const labels = item.sizes ?? ADULT_SIZES;
    groups.push({ title: item.shape === 'laptop' ? 'Memory / Storage' : item.shape === 'tv' ? 'Screen Size' : 'Size', values: sizeValues(labels) });
    const step = item.shape === 'laptop' || item.shape === 'tv' ? roundPrice(base * 0.18) : roundPrice(base * 0.06);
    steps.push(labels.map((_, i) => i * step));
  }
  if (kind === 'storage-colour') {
    const labels = ['64GB', '128GB', '256GB'];
    groups.push({ title: 'Storage', values: sizeValues(labels) });
    steps.push(labels.map((_, i) => i * roundPrice(base * 0.15)));
  }
  if (kind === 'colour' || kind === 'size-colour' || kind === 'storage-colour') {
    groups.push({ title: 'Color', values: colourValues });
    // A premium colour now and then costs a little more.
    steps.push(colours.map((_, i) => (i === colours.length - 1 && n % 3 === 0 ? roundPrice(base * 0.05) : 0)));
  }
  const combos: string[][] = [[]];
  const extra: number[] = [0];
  groups.forEach((g, gi) => {
    const nextCombos: string[][] = [];
    const nextExtra: number[] = [];
    combos.forEach((combo, ci) =>
      g.values.forEach((v, vi) => {
        nextCombos.push([...combo, v.key]);
        nextExtra.push(extra[ci] + steps[gi][vi]);
      }),
    );
    combos.splice(0, combos.length, ...nextCombos);
    extra.splice(0, extra.length, ...nextExtra);
  });
  const allSoldOut = n % 17 === 9;
  const prices = combos.map((values, j) => {
    const variantPrice = base + extra[j];
    const unavailable = (j + n) % 9 === 4;
    const soldOut = allSoldOut || (!unavailable && (j + n) % 7 === 3);
    const unlimited = !soldOut && n % 4 === 0;
    const limits = n % 8 === 6 ? { variantResselerMinPrice: roundPrice(variantPrice * 0.98), variantResselerMaxPrice: roundPrice(variantPrice * 1.25) } : {};
    return {
      values,
      variantPrice,
      quantity: soldOut || unlimited ? 0 : rnd.int(1, 25),
      v_unlimited_quantity: unlimited ? 1 : 0,
      status: unavailable ? 0 : 1,
      ...limits,
    };
  });
  const min = Math.min(...prices.map((p) => p.variantPrice));
  const max = Math.max(...prices.map((p) => p.variantPrice));
  const rangeLimits =
    n % 8 === 6
      ? {
          minLimitOfMinVariantResellPrice: roundPrice(min * 0.98),
          maxLimitOfMinVariantResellPrice: roundPrice(min * 1.3),
          minLimitOfMaxVariantResellPrice: roundPrice(max * 0.98),
          maxLimitOfMaxVariantResellPrice: roundPrice(max * 1.3),
        }
      : {};
  return { groups, prices, ...rangeLimits };
}


/** Bangla names of Rongdhonu Fashion's products (docs/decisions/047): style + kind, as a Dhaka shop writes them. */
const BN_STYLE: Record<string, string> = {
  'Eid Special': 'ঈদ স্পেশাল', Handloom: 'তাঁতের', Embroidered: 'এমব্রয়ডারি করা', Classic: 'ক্লাসিক', Festive: 'উৎসবের', Everyday: 'প্রতিদিনের',
  Premium: 'প্রিমিয়াম', Boishakhi: 'বৈশাখী', 'Block Print': 'ব্লক প্রিন্ট', 'Cotton Comfort': 'আরামদায়ক সুতি', 'Silk Blend': 'সিল্ক মিক্স', Printed: 'প্রিন্টেড',
};
const BN_KIND: Record<string, string> = {
  Panjabi: 'পাঞ্জাবি', 'T-Shirt': 'টি-শার্ট', Sandal: 'স্যান্ডেল', Cap: 'ক্যাপ', Saree: 'শাড়ি', Kurti: 'কুর্তি', Handbag: 'হ্যান্ডব্যাগ',
  Necklace: 'নেকলেস', Frock: 'ফ্রক', 'Kids T-Shirt': 'বাচ্চাদের টি-শার্ট',
};
/** The Bangla name for a Rongdhonu product "{style} {kind}", or null when a word has none. */
// Bangla names of the demo shops' categories, sub-categories, brands and deals (issue 25 item 4,
// docs/decisions/058), as a shop here would write them; a name missing here stays English.
const BN_NAMES: Record<string, string> = {
  // rongdhonu
  Men: 'ছেলেদের', Women: 'মেয়েদের', Kids: 'শিশুদের', Clothing: 'পোশাক', Footwear: 'জুতা', Accessories: 'অনুষঙ্গ',
  Panjabi: 'পাঞ্জাবি', 'T-Shirts': 'টি-শার্ট', Sandals: 'স্যান্ডেল', Caps: 'টুপি', Sarees: 'শাড়ি', Kurtis: 'কুর্তি',
  Handbags: 'হ্যান্ডব্যাগ', Jewellery: 'গয়না', Frocks: 'ফ্রক', 'Kids T-Shirts': 'শিশুদের টি-শার্ট',
  Nakshi: 'নকশি', 'Jamdani House': 'জামদানি হাউস', 'Tant Ghor': 'তাঁত ঘর', 'Rickshaw Kids': 'রিকশা কিডস',
  'Eid Collection': 'ঈদ কালেকশন', 'Up to 25% off panjabi & sarees': 'পাঞ্জাবি আর শাড়িতে ২৫% পর্যন্ত ছাড়',
  'Pohela Boishakh': 'পহেলা বৈশাখ', 'Red & white for the new year': 'নতুন বছরের লাল-সাদা',
  // bazar
  Mobiles: 'মোবাইল', Phones: 'ফোন', Smartphones: 'স্মার্টফোন', 'Feature Phones': 'ফিচার ফোন', 'Mobile Accessories': 'মোবাইল অনুষঙ্গ',
  'Power Banks': 'পাওয়ার ব্যাংক', 'Smart Watches': 'স্মার্ট ঘড়ি', Computers: 'কম্পিউটার', Laptops: 'ল্যাপটপ',
  'Everyday Laptops': 'প্রতিদিনের ল্যাপটপ', 'Gaming Laptops': 'গেমিং ল্যাপটপ', 'TV & Audio': 'টিভি ও অডিও', Televisions: 'টেলিভিশন',
  'Smart TVs': 'স্মার্ট টিভি', Audio: 'অডিও', Headphones: 'হেডফোন', 'Bluetooth Speakers': 'ব্লুটুথ স্পিকার', Cameras: 'ক্যামেরা',
  'Action Cameras': 'অ্যাকশন ক্যামেরা', 'Padma Tech': 'পদ্মা টেক', 'Meghna Mobile': 'মেঘনা মোবাইল', 'Jamuna Sound': 'যমুনা সাউন্ড',
  'Karnaphuli Digital': 'কর্ণফুলী ডিজিটাল', 'Bijoy Gadgets': 'বিজয় গ্যাজেটস', 'Tech Fest': 'টেক ফেস্ট',
  'Cashback on phones and laptops': 'ফোন আর ল্যাপটপে ক্যাশব্যাক',
  // dokan
  Kitchen: 'রান্নাঘর', Cookware: 'রান্নার বাসন', 'Pots & Pans': 'হাঁড়ি-পাতিল', Tableware: 'খাবার টেবিলের জিনিস', Mugs: 'মগ',
  Living: 'বসার ঘর', Furniture: 'আসবাব', Chairs: 'চেয়ার', Decor: 'ঘর সাজানো', Vases: 'ফুলদানি', 'Wall Clocks': 'দেয়াল ঘড়ি',
  Lamps: 'বাতি', Bedroom: 'শোবার ঘর', Bedding: 'বিছানার চাদর ও কাঁথা', Bedsheets: 'বেডশিট', 'Nakshi Kantha': 'নকশি কাঁথা',
  Cushions: 'কুশন', 'Kathal Wood': 'কাঁঠাল কাঠ', 'Matir Hari': 'মাটির হাঁড়ি', 'Shital Pati': 'শীতল পাটি', 'Winter Home': 'শীতের ঘর',
  'Warm kantha and bedding': 'উষ্ণ কাঁথা আর বিছানা',
};

/** `{ name_bn }` when the demo has a Bangla name for `name`, else nothing (the field is left out). */
const bnName = (name: string): { name_bn?: string } => (BN_NAMES[name] ? { name_bn: BN_NAMES[name] } : {});

function banglaName(style: string, kind: string): string | null {
  const s = BN_STYLE[style];
  const k = BN_KIND[kind];
  return s && k ? `${s} ${k}` : null;
}

function describeProduct(item: ItemPlan, name: string, plan: ShopPlan): { short: string; long: string } {
  const noun = SHAPE_LABEL[item.shape].toLowerCase();
  return {
    // The return promise is the shop's own window (its return_days), never a fixed figure.
    short: `${name} from ${plan.shop_name}. Cash on delivery across Bangladesh; easy return within ${plan.return_days} days of delivery.`,
    long: [
      `${name} — a ${noun} chosen by ${plan.shop_name} for everyday use and special days alike.`,
      `Delivery inside Dhaka in 1–2 days and 3–5 days elsewhere. Pay with bKash or cash on delivery.`,
      `Questions? Call ${plan.contact_number} or tap Chat Now.`,
    ].join('\n\n'),
  };
}

async function buildShop(plan: ShopPlan, workDir: string) {
  const rnd = createRandom(seedOf(plan.slug));
  const images = await renderShopImages(plan, workDir);
  const products: Array<Record<string, unknown>> = [];
  const usedSlugs = new Set<string>();
  let n = 0;
  const createdBase = Date.parse('2025-01-01T06:00:00.000Z');
  let videosLeft = 3;

  plan.categories.forEach((category, ci) =>
    category.groups.forEach((group) =>
      group.items.forEach((item, ii) => {
        for (let k = 0; k < item.count; k++, n++) {
          const brand = plan.brands[(k + ii + ci) % plan.brands.length];
          const style = plan.styles[(k * 5 + ii * 3 + ci) % plan.styles.length];
          let name =
            k === 0 && item.attachment
              ? item.attachment.name
              : plan.slug === 'bazar'
                ? `${brand} ${style} ${String.fromCharCode(65 + ((k + ii) % 6))}${k + 2} ${SHAPE_LABEL[item.shape]}`
                : `${style} ${item.noun ?? item.name.replace(/s$/, '')}`;
          // "Classic Sandal" exists for men and for women: say whose.
          if (usedSlugs.has(slugPart(name))) name = `${name} for ${category.name}`;
          for (let i = 2; usedSlugs.has(slugPart(name)); i++) name = `${name} ${i}`;
          const slug = slugPart(name);
          usedSlugs.add(slug);

          const [lo, hi] = item.price;
          const unitprice = roundPrice(lo + rnd.next() * (hi - lo));
          const colourCount = item.variants === 'colour' || item.variants === 'mixed' ? 2 + (k % 3) : 2 + (k % 2);
          const colours = Array.from({ length: colourCount }, (_, i) => plan.palette[(k + ii + i) % plan.palette.length]);
          const kind: Exclude<VariantKind, 'mixed'> = item.variants === 'mixed' ? (k % 2 === 0 ? 'colour' : 'none') : item.variants;
          const variants = item.attachment && k === 0 ? null : buildVariants(item, kind, unitprice, colours, images, rnd, n);

          const gallery = [images.product(item.shape, colours[0])];
          if (!variants && k % 3 === 1) gallery.push(images.product(item.shape, colours[1]));
          const stock =
            n % 11 === 3 ? { quantity: 0, unlimited_quantity: 0 } // sold out
              : n % 7 === 0 ? { quantity: 0, unlimited_quantity: 1 }
                : { quantity: rnd.int(1, 40), unlimited_quantity: 0 };
          const text = describeProduct(item, name, plan);
          const product: Record<string, unknown> = {
            name,
            slug,
            category: item.slug,
            brand: slugPart(brand),
            shortDescription: text.short,
            description: text.long,
            unitprice,
            ...(variants ? {} : stock),
            max_item_in_order: [0, 3, 5, 10][n % 4],
            productType: 'physical',
            owner: 'reseller',
            images: gallery,
            variants,
            created_at: new Date(createdBase + n * 7 * 3600_000).toISOString(),
          };
          if (n % 5 === 1) product.product_discount = { discountType: '%', discount: [10, 15, 20][n % 3] };
          if (n % 5 === 3) product.product_discount = { discountType: 'flat', discount: roundPrice(unitprice * 0.08) };
          if (n % 6 === 2) product.cashback_offer = { cash_type: 'flat', cash: [20, 50, 100][n % 3] };
          if (n % 6 === 4) product.cashback_offer = { cash_type: 'percentage', cash: [2, 3, 5][n % 3] };
          if (n % 9 === 5) {
            const percent = n % 2 === 0;
            Object.assign(product, {
              rate_type: 'custom',
              p_rate_type: 'custom',
              p_amount_type: percent ? 'percentage' : 'flat',
              p_increase_amount: percent ? 12 : roundPrice(unitprice * 0.1),
              p_discount_amount: percent ? 4 : roundPrice(unitprice * 0.03),
            });
          } else {
            product.rate_type = 'shop_rate';
          }
          if (!variants && n % 8 === 6) Object.assign(product, { resellerMinPrice: roundPrice(unitprice * 0.98), resellerMaxPrice: roundPrice(unitprice * 1.25) });
          if (item.attachment && k === 0) Object.assign(product, { order_attachment: 1, attachment_field_title: item.attachment.title });
          if (n % 3 !== 2) {
            product.enable_review = 1;
            if (n % 3 === 0) Object.assign(product, { avg_rating: Math.round((3.4 + rnd.next() * 1.6) * 100) / 100, review_total: rnd.int(1, 240) });
          }
          if (k === 1 && videosLeft > 0) {
            product.videos = [{ url: VIDEO_URLS[videosLeft % VIDEO_URLS.length], poster: images.poster }];
            videosLeft--;
          }
          const bn = plan.slug === 'rongdhonu' && !(k === 0 && item.attachment) && !name.includes(' for ') ? banglaName(style, item.noun ?? item.name.replace(/s$/, '')) : null;
          if (bn && !/ \d+$/.test(name)) product.name_bn = bn;
          const sizeGuide = demoSizeGuide(item.sizes, item.shape);
          if (sizeGuide) product.size_guide = sizeGuide;
          const specifications = demoSpecifications(item.shape, brand);
          if (specifications.length > 0) product.specifications = specifications;
          products.push(product);
        }
      }),
    ),
  );

  const categories = plan.categories.map((c, ci) => {
    const firstItem = c.groups[0].items[0];
    return {
      name: c.name,
      ...bnName(c.name),
      slug: c.slug,
      image: images.product(firstItem.shape, plan.palette[ci % plan.palette.length]),
      ...(ci === 0 && plan.deals[0]
        ? { offerInfo: { url: `/deals/${plan.deals[0].slug}`, img: images.banners.get(plan.deals[0].slug), name: plan.deals[0].title } }
        : {}),
      // Group slugs are left to the importer's default: "Clothing" under Men and Women must not clash.
      groups: c.groups.map((g) => ({ name: g.name, ...bnName(g.name), items: g.items.map((i) => ({ name: i.name, ...bnName(i.name), slug: i.slug })) })),
    };
  });

  const deals = plan.deals.map((d, di) => {
    const picked: string[] = [];
    for (let i = 0; picked.length < d.size && i < products.length * 2; i++) {
      const slug = products[(di * 13 + i * 7) % products.length].slug as string;
      if (!picked.includes(slug)) picked.push(slug);
    }
    return { slug: d.slug, title: d.title, ...(BN_NAMES[d.title] ? { title_bn: BN_NAMES[d.title] } : {}), description: d.subtitle, ...(BN_NAMES[d.subtitle] ? { description_bn: BN_NAMES[d.subtitle] } : {}), image: images.banners.get(d.slug), starts_at: d.starts_at, ends_at: d.ends_at, products: picked };
  });

  return {
    slug: plan.slug,
    shop_name: plan.shop_name,
    logo: images.logo,
    contact_number: plan.contact_number,
    theme_primary_color: plan.tint,
    meta_description: plan.meta_description,
    default_country_code: '+880',
    brands_setting: plan.brands_setting,
    shop_rate: plan.shop_rate,
    auth_settings: { auth_default_firebase_customer: 1, auth_default_firebase_reseller: 1, auth_other_firebase_customer: 0 },
    social_links: [
      { name: 'facebook', url: `https://www.facebook.com/${plan.social}`, bgColor: '#1877f2' },
      { name: 'youtube', url: `https://www.youtube.com/@${plan.social}`, bgColor: '#ff0000' },
      { name: 'instagram', url: `https://www.instagram.com/${plan.social}`, bgColor: '#e4405f' },
      { name: 'whatsapp', url: `https://wa.me/${plan.contact_number.replace(/\D/g, '')}`, bgColor: '#25d366' },
    ],
    menu: [
      { name: 'Home', url: '/', icon: 'home' },
      { name: 'Categories', url: '/categories', icon: 'grid' },
      {
        name: 'Shop',
        icon: 'bag',
        submenu: [
          { name: 'All Products', url: '/all-products' },
          ...plan.deals.map((d) => ({ name: d.title, url: `/deals/${d.slug}` })),
          {
            name: 'By category',
            submenu: plan.categories.map((c) => ({ name: c.name, url: `/products/category/${c.slug}` })),
          },
        ],
      },
      { name: 'Track Order', url: '/track-order', icon: 'truck' },
      { name: 'Facebook Page', href: `https://www.facebook.com/${plan.social}`, icon: 'facebook' },
    ],
    delivery: plan.delivery,
    pickup_points: plan.pickup_points,
    coupons: plan.coupons,
    payment_methods: ['cod', 'bkash', 'stripe'],
    cod_advance: 'none',
    return_days: plan.return_days,
    categories,
    brands: plan.brands.map((b) => ({ name: b, ...bnName(b), slug: slugPart(b), logo: images.brands.get(b) })),
    products,
    deals,
    // The home page's slides — one per deal, in its window, linking to it — and a tile per category (decision 067).
    home_slides: plan.deals.map((d) => ({ image: images.slides.get(d.slug), link: `/deals/${d.slug}`, title: `${d.title}: ${d.subtitle}`, ...(BN_NAMES[d.title] && BN_NAMES[d.subtitle] ? { title_bn: `${BN_NAMES[d.title]}: ${BN_NAMES[d.subtitle]}` } : {}), starts_at: d.starts_at, ends_at: d.ends_at })),
    home_tiles: categories.map((c) => ({ category: c.slug, image: c.image })),
  };
}

/**
 * Draws the demo images into `workDir` and returns the import document that refers to them
 * (paths relative to `workDir`).
 */
export async function buildDemoCatalog(workDir: string): Promise<{ shops: Array<Record<string, unknown>> }> {
  const shops = [];
  for (const plan of PLANS) shops.push(await buildShop(plan, workDir));
  return { shops };
}
