// Builds the benchmark catalog (issue 4 item 8): 100,000 products across 100 shops by default,
// written straight into the database with Kysely in large batches (the import service is
// correct but resizes images product by product). Realistic mix per shop: a three-level
// category tree, brands, ~30% variant products (colour × size combinations, colour
// galleries), galleries of 1–4 images, admin discounts, cashback, custom reseller rates,
// deals, social links and a menu. Deterministic (seeded PRNG); refuses a database that
// already holds a shop. The derived listing data (stored sell price, search documents, the
// shop's vocabulary) is filled by the same service the app uses, refreshListingIndex.
//
//   DATABASE_URL=bench/.data/bench.db UPLOADS_DIR=bench/.data/uploads npx tsx bench/generate-catalog.ts
//   options: --shops 100 --per-shop 1000 --seed 42
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { sql } from 'kysely';
import { createDb, type Db } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { runWrite } from '../db/run-write';
import { countShops } from '../db/shop.repository';
import type { NewProduct } from '../db/schema';
import { slugify } from '../core/product-link';
import { processEnv } from '../server/env';
import { refreshListingIndex } from '../services/catalog/operations/refresh-listing-index';
import { storeCatalogImage, type StoredImage } from '../services/catalog/operations/store-catalog-image';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const SHOPS = arg('shops', 100);
const PER_SHOP = arg('per-shop', 1000);
const SEED = arg('seed', 42);
// The server's names (server/env.ts), with the benchmark's own database and uploads by default.
const { DATABASE_URL = 'bench/.data/bench.db', UPLOADS_DIR: uploads = 'bench/.data/uploads' } = processEnv();
const UPLOADS_DIR = resolve(uploads);

/** mulberry32, as the demo catalog uses: identical on every platform. */
function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)], chance: (p: number) => next() < p };
}

// ---- vocabulary ------------------------------------------------------------------------------

const DEPARTMENTS: Array<{ name: string; groups: Array<{ name: string; items: string[] }> }> = [
  { name: 'Men Fashion', groups: [
    { name: 'Traditional', items: ['Panjabi', 'Lungi', 'Fatua', 'Kurta'] },
    { name: 'Western', items: ['Shirt', 'T-Shirt', 'Polo', 'Jeans'] },
    { name: 'Footwear', items: ['Sandal', 'Sneaker', 'Loafer', 'Boot'] } ] },
  { name: 'Women Fashion', groups: [
    { name: 'Saree', items: ['Jamdani Saree', 'Katan Saree', 'Cotton Saree', 'Silk Saree'] },
    { name: 'Salwar Kameez', items: ['Three Piece', 'Kurti', 'Gown', 'Abaya'] },
    { name: 'Jewellery', items: ['Necklace', 'Earring', 'Bangle', 'Nose Pin'] } ] },
  { name: 'Electronics', groups: [
    { name: 'Mobile', items: ['Smartphone', 'Feature Phone', 'Power Bank', 'Charger'] },
    { name: 'Audio', items: ['Headphones', 'Earbuds', 'Speaker', 'Soundbar'] },
    { name: 'Computer', items: ['Laptop', 'Keyboard', 'Mouse', 'Monitor'] } ] },
  { name: 'Home Living', groups: [
    { name: 'Kitchen', items: ['Cookware', 'Pressure Cooker', 'Blender', 'Rice Cooker'] },
    { name: 'Decor', items: ['Wall Clock', 'Vase', 'Lamp', 'Cushion'] },
    { name: 'Bedding', items: ['Bedsheet', 'Pillow', 'Blanket', 'Mosquito Net'] } ] },
  { name: 'Beauty Health', groups: [
    { name: 'Skin Care', items: ['Face Wash', 'Moisturizer', 'Sunscreen', 'Serum'] },
    { name: 'Hair Care', items: ['Shampoo', 'Hair Oil', 'Conditioner', 'Hair Dryer'] },
    { name: 'Fragrance', items: ['Perfume', 'Attar', 'Body Spray', 'Deodorant'] } ] },
  { name: 'Kids Baby', groups: [
    { name: 'Toys', items: ['Toy Car', 'Doll', 'Puzzle', 'Building Blocks'] },
    { name: 'Baby Care', items: ['Diaper', 'Baby Lotion', 'Feeding Bottle', 'Baby Wipes'] },
    { name: 'Kids Wear', items: ['Frock', 'Kids Panjabi', 'Romper', 'School Bag'] } ] },
];
const BRANDS = ['Aarong', 'Yellow', 'Ecstasy', 'Sailor', 'Infinity', 'Richman', 'Lotto', 'Bata', 'Apex', 'Walton',
  'Symphony', 'Minister', 'Vision', 'Pran', 'Square', 'Kohinoor', 'Meril', 'Jui', 'Akij', 'Rangs', 'Singer', 'Marcel',
  'Xiaomi', 'Samsung', 'Realme', 'Anker', 'Baseus', 'Havit', 'Fantech', 'Philips'];
const ADJECTIVES = ['Premium', 'Classic', 'Elegant', 'Stylish', 'Comfortable', 'Durable', 'Lightweight', 'Handmade',
  'Exclusive', 'Modern', 'Vintage', 'Festive', 'Everyday', 'Luxury', 'Compact', 'Portable', 'Wireless', 'Organic',
  'Traditional', 'Trendy', 'Soft', 'Smart', 'Eid Special', 'Summer', 'Winter'];
const MATERIALS = ['Cotton', 'Silk', 'Linen', 'Leather', 'Denim', 'Muslin', 'Khadi', 'Wool', 'Steel', 'Ceramic',
  'Bamboo', 'Jute', 'Plastic', 'Aluminium', 'Glass', 'Wooden', 'Velvet', 'Georgette', 'Chiffon', 'Rubber'];
const COLOURS: Array<[string, string]> = [['Red', '#d32f2f'], ['Blue', '#1976d2'], ['Green', '#388e3c'], ['Black', '#212121'],
  ['White', '#fafafa'], ['Maroon', '#800000'], ['Navy', '#1a237e'], ['Olive', '#808000'], ['Pink', '#e91e63'], ['Grey', '#9e9e9e']];
const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const THEMES = ['#e8138c', '#0b6e4f', '#1565c0', '#6a1b9a', '#c62828', '#ef6c00', '#00838f', '#37474f'];
const NOW = Date.parse('2026-11-01T00:00:00Z');

// ---- images: a handful of pictures, stored once through the real image pipeline ----------------

async function makeImages(count: number): Promise<StoredImage[]> {
  const work = await mkdtemp(join(tmpdir(), 'haat-bench-img-'));
  try {
    const out: StoredImage[] = [];
    for (let i = 0; i < count; i++) {
      const [name, colour] = COLOURS[i % COLOURS.length];
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#f4f1ec"/>
        <circle cx="400" cy="380" r="${180 + i * 12}" fill="${colour}"/><rect x="220" y="600" width="360" height="60" rx="20" fill="rgba(0,0,0,0.25)"/>
        <text x="400" y="720" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#333">${name} ${i + 1}</text></svg>`;
      const file = `img-${i}.png`;
      await writeFile(join(work, file), await sharp(Buffer.from(svg)).png().toBuffer());
      out.push(await storeCatalogImage(file, 'gallery', { baseDir: work, uploadsDir: UPLOADS_DIR }));
    }
    const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="96"><rect width="400" height="96" rx="16" fill="#0b6e4f"/><text x="200" y="64" font-family="sans-serif" font-size="44" text-anchor="middle" fill="#fff">haat bench</text></svg>`;
    await writeFile(join(work, 'logo.png'), await sharp(Buffer.from(logoSvg)).png().toBuffer());
    out.push(await storeCatalogImage('logo.png', 'logo', { baseDir: work, uploadsDir: UPLOADS_DIR }));
    return out;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

// ---- one shop ----------------------------------------------------------------------------------

async function insertBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

interface ShopResult { products: number; variantProducts: number; combinations: number; images: number }

async function generateShop(db: Db, si: number, images: StoredImage[], logo: StoredImage): Promise<ShopResult> {
  const r = createRandom(SEED * 1_000_003 + si);
  const slug = `shop${String(si + 1).padStart(3, '0')}`;
  const iso = (ms: number) => new Date(ms).toISOString();
  const result: ShopResult = { products: 0, variantProducts: 0, combinations: 0, images: 0 };
  let shopId = 0;
  await runWrite(db, async (trx) => {
    const percentRate = r.chance(0.7);
    const shop = await trx
      .insertInto('shops')
      .values({
        slug,
        shop_name: `Bench Shop ${si + 1}`,
        logo: r.chance(0.5) ? logo.file : null,
        contact_number: `+8801${r.int(300000000, 999999999)}`,
        theme_primary_color: THEMES[si % THEMES.length],
        brands_setting: r.chance(0.8) ? 1 : 0,
        s_rate_type: percentRate ? 'percentage' : 'flat',
        s_increase: percentRate ? r.int(0, 15) : r.int(0, 50),
        s_discount: percentRate ? r.int(0, 5) : r.int(0, 20),
        reseller_id: 1000 + si,
        meta_description: `Bench Shop ${si + 1}: fashion, electronics and home goods delivered across Bangladesh.`,
        created_at: iso(NOW - 400 * 86400_000),
        updated_at: iso(NOW),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    shopId = shop.id;

    await trx.insertInto('shop_social_links').values([
      { shop_id: shopId, name: 'facebook', url: `https://facebook.com/${slug}`, bg_color: '#1877f2', position: 0 },
      { shop_id: shopId, name: 'youtube', url: `https://youtube.com/@${slug}`, bg_color: '#ff0000', position: 1 },
      { shop_id: shopId, name: 'whatsapp', url: `https://wa.me/8801700000${String(si).padStart(3, '0')}`, bg_color: '#25d366', position: 2 },
    ]).execute();

    // Category tree: 6 departments → 3 groups → 4 items; brands.
    const items: Array<{ id: number; categoryId: number; name: string }> = [];
    const categorySlugs: string[] = [];
    for (const [ci, dept] of DEPARTMENTS.entries()) {
      const cslug = slugify(dept.name);
      categorySlugs.push(cslug);
      const cat = await trx.insertInto('categories').values({
        shop_id: shopId, name: dept.name, slug: cslug, image: images[ci % images.length].file,
        offer_url: ci === 0 ? '/all-products' : null, offer_img: ci === 0 ? images[0].file : null, offer_name: ci === 0 ? 'Eid offer' : null, position: ci,
      }).returning('id').executeTakeFirstOrThrow();
      for (const [gi, g] of dept.groups.entries()) {
        const group = await trx.insertInto('category_groups').values({
          shop_id: shopId, category_id: cat.id, name: g.name, slug: `${cslug}-${slugify(g.name)}`, position: gi,
        }).returning('id').executeTakeFirstOrThrow();
        for (const [ii, name] of g.items.entries()) {
          const item = await trx.insertInto('category_items').values({
            shop_id: shopId, category_id: cat.id, group_id: group.id, name, slug: `${cslug}-${slugify(name)}`, position: ii,
          }).returning('id').executeTakeFirstOrThrow();
          items.push({ id: item.id, categoryId: cat.id, name });
        }
      }
    }
    const brandNames = [...BRANDS].sort(() => r.next() - 0.5).slice(0, 20);
    const brandRows = await trx.insertInto('brands')
      .values(brandNames.map((name, position) => ({ shop_id: shopId, name, slug: slugify(name), logo: null, position })))
      .returning(['id', 'name']).execute();

    // Menu: Home, All products, the departments (with their groups as a submenu), an external link.
    const top = async (name: string, url: string | null, href: string | null, position: number) =>
      (await trx.insertInto('nav_menu_items').values({ shop_id: shopId, parent_id: null, name, url, href, icon: null, position }).returning('id').executeTakeFirstOrThrow()).id;
    await top('Home', '/', null, 0);
    await top('All Products', '/all-products', null, 1);
    for (const [ci, dept] of DEPARTMENTS.slice(0, 4).entries()) {
      const parent = await top(dept.name, `/products/category/${categorySlugs[ci]}`, null, 2 + ci);
      await trx.insertInto('nav_menu_items').values(dept.groups.map((g, gi) => ({
        shop_id: shopId, parent_id: parent, name: g.name, url: `/products/sub-category/${categorySlugs[ci]}-${slugify(g.items[0])}`, href: null, icon: null, position: gi,
      }))).execute();
    }
    await top('Blog', null, 'https://example.com/blog', 9);

    // Products.
    const products: NewProduct[] = [];
    const plans: Array<{ slug: string; variant: boolean; gallery: number[]; colours: number; sizes: number; basePrice: number }> = [];
    const usedSlugs = new Set<string>();
    for (let pi = 0; pi < PER_SHOP; pi++) {
      const item = r.pick(items);
      const brand = r.chance(0.85) ? r.pick(brandRows) : null;
      const name = [brand?.name, r.pick(ADJECTIVES), r.pick(MATERIALS), item.name, `${String.fromCharCode(65 + r.int(0, 25))}${r.int(100, 999)}`].filter(Boolean).join(' ');
      let pslug = slugify(name);
      while (usedSlugs.has(pslug)) pslug = `${pslug}-${r.int(2, 9)}`;
      usedSlugs.add(pslug);
      const variant = r.chance(0.3);
      const colours = variant ? r.int(1, 4) : 0;
      const sizes = variant ? (r.chance(0.7) ? r.int(2, 5) : 0) : 0;
      const basePrice = r.int(15, 2500) * 10;
      const gallery = Array.from({ length: r.int(1, 4) }, () => r.int(0, images.length - 1));
      const discount = r.chance(0.4) ? (r.chance(0.6) ? { type: '%' as const, v: r.int(5, 30) } : { type: 'flat' as const, v: r.int(1, 10) * 10 }) : null;
      const cash = r.chance(0.15) ? (r.chance(0.5) ? { type: 'flat' as const, v: r.int(1, 5) * 10 } : { type: 'percentage' as const, v: r.int(1, 5) }) : null;
      const custom = r.chance(0.2);
      const percentCustom = r.chance(0.5);
      const created = NOW - pi * 3600_000 - r.int(0, 3599_000);
      plans.push({ slug: pslug, variant, gallery, colours, sizes, basePrice });
      products.push({
        shop_id: shopId,
        slug: pslug,
        name,
        short_description: `${r.pick(ADJECTIVES)} ${item.name.toLowerCase()} in ${r.pick(MATERIALS).toLowerCase()}, made for everyday use in Bangladesh.`,
        description: `<p>${name}. ${r.pick(ADJECTIVES)} quality, ${r.pick(MATERIALS).toLowerCase()} finish. Cash on delivery all over Bangladesh.</p>`,
        thumbnail_image: images[gallery[0]].file,
        category_id: item.categoryId,
        category_item_id: item.id,
        brand_id: brand?.id ?? null,
        product_type: r.chance(0.9) ? 'physical' : 'digital',
        owner: r.chance(0.5) ? 'admin' : 'supplier',
        unitprice: basePrice,
        reseller_min_price: r.chance(0.5) ? basePrice : 0,
        reseller_max_price: r.chance(0.5) ? Math.round(basePrice * 1.5) : 0,
        quantity: r.chance(0.1) ? 0 : r.int(1, 500),
        unlimited_quantity: r.chance(0.1) ? 1 : 0,
        max_item_in_order: r.chance(0.3) ? r.int(1, 10) : 0,
        has_variant: variant ? 1 : 0,
        discount_type: discount?.type ?? null,
        discount: discount?.v ?? 0,
        cash_type: cash?.type ?? null,
        cash: cash?.v ?? 0,
        order_attachment: r.chance(0.05) ? 1 : 0,
        attachment_field_title: null,
        rate_type: custom ? 'custom' : 'shop_rate',
        p_rate_type: custom ? 'custom' : null,
        p_amount_type: custom ? (percentCustom ? 'percentage' : 'flat') : null,
        p_increase_amount: custom ? (percentCustom ? r.int(0, 20) : r.int(0, 100)) : 0,
        p_discount_amount: custom ? (percentCustom ? r.int(0, 5) : r.int(0, 30)) : 0,
        min_variant_price: 0,
        max_variant_price: 0,
        min_limit_of_min_variant_resell_price: 0,
        max_limit_of_min_variant_resell_price: 0,
        min_limit_of_max_variant_resell_price: 0,
        max_limit_of_max_variant_resell_price: 0,
        enable_review: r.chance(0.5) ? 1 : 0,
        avg_rating: r.int(30, 50) / 10,
        review_total: r.int(0, 300),
        status: r.chance(0.97) ? 1 : 0,
        created_at: iso(created),
        updated_at: iso(created),
      });
    }
    // Variant price ranges are known before insert: compute them from the planned combinations.
    const combos = new Map<string, number[][]>(); // slug → [colourIdx, sizeIdx, price, qty, status][]
    for (const [i, plan] of plans.entries()) {
      if (!plan.variant) continue;
      const rows: number[][] = [];
      const cs = Math.max(plan.colours, 1);
      const ss = Math.max(plan.sizes, 1);
      for (let c = 0; c < cs; c++)
        for (let s = 0; s < ss; s++) rows.push([c, s, plan.basePrice + s * 50 + c * 20, r.int(0, 50), r.chance(0.95) ? 1 : 0]);
      combos.set(plan.slug, rows);
      const active = rows.filter((x) => x[4] === 1);
      const priced = (active.length ? active : rows).map((x) => x[2]);
      const p = products[i];
      p.min_variant_price = Math.min(...priced);
      p.max_variant_price = Math.max(...priced);
      p.quantity = active.reduce((sum, x) => sum + x[3], 0);
    }
    const ids = new Map<string, number>();
    await insertBatches(products, 200, async (batch) => {
      for (const row of await trx.insertInto('products').values(batch).returning(['id', 'slug']).execute()) ids.set(row.slug, row.id);
    });

    // Galleries, variants, colour galleries.
    const imageRows: Array<Record<string, unknown>> = [];
    const priceRows: Array<Record<string, unknown>> = [];
    for (const plan of plans) {
      const productId = ids.get(plan.slug)!;
      plan.gallery.forEach((g, position) =>
        imageRows.push({ shop_id: shopId, product_id: productId, variant_value_id: null, type: 'image', normal_image: images[g].file, zoom_image: images[g].file, video_url: null, width: images[g].width, height: images[g].height, position }),
      );
      if (!plan.variant) continue;
      result.variantProducts++;
      const groups = [{ title: 'Color', n: Math.max(plan.colours, 1) }, ...(plan.sizes ? [{ title: 'Size', n: plan.sizes }] : [])];
      const valueIds: number[][] = [];
      for (const [gi, g] of groups.entries()) {
        const group = await trx.insertInto('product_variant_groups').values({ shop_id: shopId, product_id: productId, title: g.title, position: gi }).returning('id').executeTakeFirstOrThrow();
        const offset = r.int(0, COLOURS.length - 1);
        const values = Array.from({ length: g.n }, (_, vi) => {
          const [label, code] = g.title === 'Color' ? COLOURS[(offset + vi) % COLOURS.length] : [SIZES[vi], null];
          return { shop_id: shopId, product_id: productId, group_id: group.id, key: slugify(label), label, value: label, color_code: code, image: g.title === 'Color' ? images[(offset + vi) % images.length].file : null, position: vi };
        });
        const inserted = await trx.insertInto('product_variant_values').values(values).returning('id').execute();
        valueIds.push(inserted.map((x) => x.id));
        if (g.title === 'Color')
          inserted.forEach((v, vi) => {
            const img = images[(offset + vi) % images.length];
            for (let k = 0; k < 2; k++)
              imageRows.push({ shop_id: shopId, product_id: productId, variant_value_id: v.id, type: 'image', normal_image: img.file, zoom_image: img.file, video_url: null, width: img.width, height: img.height, position: k });
          });
      }
      for (const [c, s, price, qty, status] of combos.get(plan.slug)!) {
        const variant = [valueIds[0][c], ...(valueIds[1] ? [valueIds[1][s]] : [])].join('-');
        priceRows.push({ shop_id: shopId, product_id: productId, variant, variant_price: price, quantity: qty, v_unlimited_quantity: 0, variant_reseller_min_price: 0, variant_reseller_max_price: 0, status });
      }
    }
    await insertBatches(imageRows, 500, (batch) => trx.insertInto('product_images').values(batch as never).execute());
    await insertBatches(priceRows, 500, (batch) => trx.insertInto('product_variant_prices').values(batch as never).execute());
    result.images = imageRows.length;
    result.combinations = priceRows.length;
    result.products = products.length;

    // Deals: three per shop, twenty products each.
    const allIds = [...ids.values()];
    for (let d = 0; d < 3; d++) {
      const deal = await trx.insertInto('deals').values({
        shop_id: shopId, slug: `deal-${d + 1}`, title: ['Eid Sale', 'Flash Deal', 'Winter Offer'][d], description: 'Limited time offer',
        image: images[d].file, starts_at: iso(NOW - 86400_000), ends_at: iso(NOW + 30 * 86400_000), position: d,
      }).returning('id').executeTakeFirstOrThrow();
      const picked = new Set<number>();
      while (picked.size < Math.min(20, allIds.length)) picked.add(allIds[r.int(0, allIds.length - 1)]);
      await trx.insertInto('deal_products').values([...picked].map((product_id, position) => ({ shop_id: shopId, deal_id: deal.id, product_id, position }))).execute();
    }
  });
  // The derived listing data: stored sell price, search documents, vocabulary — the app's own service.
  await refreshListingIndex(db, shopId);
  return result;
}

async function main() {
  const started = Date.now();
  const db = createDb(DATABASE_URL, { poolSize: 4 });
  try {
    await migrateToLatest(db);
    if ((await countShops(db)) > 0) {
      console.error(`Refusing: ${DATABASE_URL} already holds shops. Use an empty database.`);
      process.exitCode = 1;
      return;
    }
    const stored = await makeImages(10);
    const logo = stored.pop()!;
    const totals = { products: 0, variantProducts: 0, combinations: 0, images: 0 };
    for (let si = 0; si < SHOPS; si++) {
      const r = await generateShop(db, si, stored, logo);
      for (const k of Object.keys(totals) as Array<keyof typeof totals>) totals[k] += r[k];
      if ((si + 1) % 10 === 0) console.log(`  ${si + 1}/${SHOPS} shops, ${totals.products} products, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    // Planner statistics, as a production database would have them.
    await sql`ANALYZE`.execute(db);
    const seconds = (Date.now() - started) / 1000;
    console.log(`Generated ${SHOPS} shops, ${totals.products} products (${totals.variantProducts} with variants, ${totals.combinations} combinations), ${totals.images} gallery rows in ${seconds.toFixed(1)} s`);
  } finally {
    await db.destroy();
  }
}

await main();
