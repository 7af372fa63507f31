import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('search', 'routes/search-redirect.tsx', { id: 'search-redirect' }),
  route('products/search', 'routes/search-redirect.tsx', { id: 'products-search-redirect' }),
  route('products/:param', 'routes/product/route.tsx', { id: 'product' }),
  route('r/:shop/products/:id', 'routes/reseller-product.tsx', { id: 'reseller-product' }),
  route('share/*', 'routes/share.tsx', { id: 'share' }),
  // Every path no other route claims, including the spec's internal test pages
  // (decisions.md): the not-found page with status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
