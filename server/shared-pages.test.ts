// The shared answer cache serves only the pages whose route module opts in: matched against
// the app's real route table (app/routes.ts) with the real route modules' `handle`.
import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
// The test checks the server's matcher against the app's real routes (a test may cross layers).
// eslint-disable-next-line no-restricted-imports
import routes from '../app/routes';
import { sharedPageMatcher } from './shared-pages';

type Config = { id?: string; path?: string; index?: boolean; file: string; children?: Config[] };

async function buildRoutes(): Promise<ServerBuild['routes']> {
  const out: Record<string, unknown> = {};
  out.root = { id: 'root', path: '', module: await import('../app/root') };
  const walk = async (list: Config[], parentId: string) => {
    for (const r of list) {
      const id = r.id ?? r.file.replace(/\.tsx?$/, '');
      out[id] = { id, parentId, path: r.path, index: r.index, module: await import(/* @vite-ignore */ `../app/${r.file}`) };
      if (r.children) await walk(r.children, id);
    }
  };
  await walk(routes as unknown as Config[], 'root');
  return out as ServerBuild['routes'];
}

describe('shared pages (route opt-in)', async () => {
  const isShared = sharedPageMatcher({ routes: await buildRoutes() } as ServerBuild);

  it.each([
    '/',
    '/_root.data',
    '/categories',
    '/all-products',
    '/all-products.data',
    '/products/shirt-12',
    '/products/category/men',
    '/products/sub-category/shirts',
    '/products/brands/aarong',
    '/products/shop/main',
    '/products/search/red-shirt',
    '/search/red-shirt',
    '/deals/3',
    '/share/products/shirt-12',
    '/r/rongdhonu/products/12',
  ])('shares %s', (path) => expect(isShared(path)).toBe(true));

  it.each([
    '/customer/login',
    '/customer/cart',
    '/customer/dashboard/wishlist',
    '/customer/dashboard.data',
    '/products',
    '/products/',
    '/search',
    '/products/search',
    '/deals/',
    '/r/rongdhonu',
    '/categories/extra',
    '/api/front/get-reseller-shop-slug',
    '/sitemap.xml',
    '/anything-else',
  ])('keeps %s out', (path) => expect(isShared(path)).toBe(false));
});
