// `npm run import -- <file.json>`: imports a catalog document (docs/import-format.md) into the
// database at DATABASE_URL, writing images under UPLOADS_DIR. Local image paths in the
// document are relative to the document's own folder. Prints the JSON result; exits 1 when
// the document is refused.
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { createDb } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { importCatalog } from '../services/catalog/import-catalog';
import { loadEnv } from '../server/env';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run import -- <catalog.json>');
    return 1;
  }
  // The server's own settings (server/env.ts): the same names, defaults and checks.
  const env = loadEnv();
  const databaseUrl = env.DATABASE_URL;
  const uploadsDir = resolve(env.UPLOADS_DIR);
  const path = resolve(file);

  let document: unknown;
  try {
    document = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    console.log(JSON.stringify({ success: false, errors: [{ path: '$', message: `cannot read ${file} as JSON: ${reason}` }] }, null, 2));
    return 1;
  }

  const db = createDb(databaseUrl);
  try {
    await migrateToLatest(db);
    const result = await importCatalog(db, document, { baseDir: dirname(path), uploadsDir });
    console.log(JSON.stringify(result, null, 2));
    return result.success ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
