// The React Router build also bundles our Hono server: server/entry.ts is the SSR entry,
// so core, db, services and server ship as one module beside the app's server build.
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets';

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: './server/entry.ts' } : undefined,
    target: 'es2022',
  },
  ssr: { external: ['better-sqlite3', 'pg', 'sharp'] },
  // The browser build's text assets also ship precompressed (.br, .gz) for serveStatic.
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [precompressAssets()])],
}));
