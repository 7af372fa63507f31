// Vite plugin for the browser build: bundles the shop's service worker (app/service-worker/sw.ts,
// Workbox) into build/client/sw.js with the list of what it precaches (issue 29 item 2,
// docs/decisions/071-offline-reading.md): the entry and the root, the modules of the catalog's
// pages — the ones a shopper can read offline — with the modules they import, their CSS and the
// icons. The rest (the account, cart and checkout pages, the console, lazily loaded parts, the
// Bangla font) the worker keeps when a page first uses it (app/service-worker/sw.ts). Each file
// name carries its content's hash, so the list needs no revisions; the worker's own text changes
// with the list, which is how a browser learns of a new build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { PLAIN_PAGE_FILE } from '../core/plain-page.ts';

const root = resolve(import.meta.dirname, '..');
/** A module of a page kept for reading offline (core/offline-reading.ts): the catalog's. */
const CATALOG_PAGE = /[\\/]app[\\/](root\.tsx|routes[\\/](home|categories|search-results|not-found)\.tsx|routes[\\/](product|listing)[\\/])/;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}
type OutputLike = ChunkLike | { type: 'asset'; fileName: string };

/** The build's files the worker precaches, as URLs. */
export function precacheList(bundle: Record<string, OutputLike>, dir: string): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (!chunk || chunk.type !== 'chunk' || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    chunk.imports.forEach(visit);
  };
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.isEntry && (/entry\.client/.test(output.fileName) || CATALOG_PAGE.test(output.facadeModuleId ?? ''))) visit(output.fileName);
    // The stylesheet (the root names it by URL, not by import).
    if (output.type === 'asset' && output.fileName.endsWith('.css')) files.add(output.fileName);
  }
  for (const folder of ['icons']) {
    const path = join(dir, folder);
    if (existsSync(path)) for (const name of readdirSync(path)) files.add(`${folder}/${name}`);
  }
  return [...files].sort().map((f) => `/${f}`);
}

/** A file and its .br / .gz copies (serveStatic's precompressed answers). */
function writeCompressed(path: string, code: Uint8Array): void {
  writeFileSync(path, code);
  writeFileSync(`${path}.br`, brotliCompressSync(code));
  writeFileSync(`${path}.gz`, gzipSync(code, { level: 9 }));
}

export function serviceWorkerBuild(): Plugin {
  let bundle: Record<string, OutputLike> = {};
  let dir = '';
  return {
    name: 'haat-service-worker',
    apply: 'build',
    writeBundle(options, output) {
      dir = options.dir ?? '';
      bundle = output as unknown as Record<string, OutputLike>;
    },
    async closeBundle() {
      if (!dir) return;
      const { build } = await import('esbuild');
      /** One browser script bundled on its own, minified, kept in memory. */
      const bundleScript = async (entry: string, options: { format: 'esm' | 'iife'; target: string; define?: Record<string, string> }) =>
        (await build({ entryPoints: [join(root, entry)], bundle: true, write: false, minify: true, legalComments: 'none', ...options })).outputFiles[0]!.contents;
      // The plain pages' one script (docs/decisions/089): its own small file, named by its content;
      // the server learns its name from plain-page.json. Precached with the shell.
      const plainCode = await bundleScript('app/plain-page/plain-page.ts', { format: 'esm', target: 'es2022' });
      const plainName = `assets/plain-page-${createHash('sha256').update(plainCode).digest('hex').slice(0, 10)}.js`;
      writeCompressed(join(dir, plainName), plainCode);
      writeFileSync(join(dir, PLAIN_PAGE_FILE), JSON.stringify({ script: `/${plainName}` }));
      const urls = [...precacheList(bundle, dir), `/${plainName}`].sort();
      const buildId = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 16);
      const code = await bundleScript('app/service-worker/sw.ts', {
        format: 'iife',
        target: 'es2020',
        define: {
          'process.env.NODE_ENV': '"production"',
          HAAT_BUILD_ID: JSON.stringify(buildId),
          'self.__WB_MANIFEST': JSON.stringify(urls.map((url) => ({ url, revision: null }))),
        },
      });
      writeCompressed(join(dir, 'sw.js'), code);
      // Printed like Vite's own lines, so the build log says what a phone will download once.
      const bytes = urls.reduce((sum, url) => {
        const file = join(dir, url);
        return sum + (existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : existsSync(file) ? readFileSync(file).length : 0);
      }, 0);
      console.log(`service worker: ${urls.length} files precached (${(bytes / 1024).toFixed(1)} kB compressed), sw.js ${(code.length / 1024).toFixed(1)} kB; plain pages' script ${(plainCode.length / 1024).toFixed(1)} kB`);
    },
  };
}
