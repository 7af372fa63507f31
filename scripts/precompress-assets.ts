// Vite plugin for the browser build: writes a Brotli (.br, quality 11) and a gzip (.gz, level 9)
// copy beside every text asset of 1 KB or more. The server's /assets handler (serveStatic with
// `precompressed`) sends them to browsers that accept them — Chromium asks for br even on
// http://localhost — instead of gzipping each response on the fly at level 6: about a fifth
// fewer bytes on a slow phone's link and no compression work per request (docs/benchmarks.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_ASSET = /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

export function precompressAssets(): Plugin {
  return {
    name: 'haat-precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!TEXT_ASSET.test(fileName)) continue;
        const path = join(options.dir, fileName);
        const data = readFileSync(path);
        if (data.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
