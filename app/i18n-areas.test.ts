// A store page's document carries only the store's part of the catalog (core/i18n/catalog-areas.ts,
// docs/decisions/072): every message id the code of store pages names — literally, or as the start
// of an id it completes (`t(\`listing.sort.${s}\`)`) — must be in that part, or the page would
// show the id instead of the text. The code only the customer's own pages and the console use is
// the rest: their routes and the order, address, support and console components.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaCatalog } from '../core/i18n/compile';

const APP = join(import.meta.dirname);

/** Files that only pages of the customer area or the console import. */
const NOT_STORE = [
  /^routes\/customer\/(dashboard|cart|checkout)\//,
  /^routes\/track-order\.tsx$/,
  /^routes\/seller\//,
  /^components\/seller\//,
  /^components\/(order|address|support)\/(?!awaiting-payment-banner\.tsx$)/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const storeFiles = sourceFiles(APP).filter((path) => !NOT_STORE.some((re) => re.test(relative(APP, path))));

describe('the store part of the catalog', () => {
  it('holds every message id the store pages name', () => {
    for (const lang of ['en', 'bn'] as const) {
      const carried = areaCatalog(lang, 'store');
      const missing: string[] = [];
      for (const path of storeFiles) {
        // Code, not comments.
        const source = readFileSync(path, 'utf8').replace(/^\s*(?:\/\/|\*|\/\*).*$/gm, '');
        for (const [, id] of source.matchAll(/\bt\(\s*'([a-z][\w]*\.[\w.]+)'/g)) if (!(id in carried)) missing.push(`${relative(APP, path)}: ${id}`);
        for (const [, start] of source.matchAll(/\bt\(\s*`([a-z][\w]*\.[\w.]*)\$\{/g))
          if (!Object.keys(carried).some((id) => id.startsWith(start))) missing.push(`${relative(APP, path)}: ${start}…`);
      }
      expect(missing, lang).toEqual([]);
    }
  });

  it('is scanned from the store pages’ code (the scan finds their ids)', () => {
    expect(storeFiles.some((path) => path.endsWith(join('components', 'layout', 'mega-menu.tsx')))).toBe(true);
    expect(storeFiles.some((path) => path.endsWith(join('routes', 'customer', 'cart', 'route.tsx')))).toBe(false);
  });
});
