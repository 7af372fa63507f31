import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('search', 'routes/search-redirect.tsx', { id: 'search-redirect' }),
  route('products/search', 'routes/search-redirect.tsx', { id: 'products-search-redirect' }),
  // Every path no other route claims, including the spec's internal test pages
  // (decisions.md): the not-found page with status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
