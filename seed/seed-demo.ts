// First start of an empty installation: import the demo catalog so there is something to
// browse. Never touches a database that already has a shop.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../db/client';
import { countShops } from '../db/shop.repository';
import { buildDemoCatalog } from './demo-catalog';
import { importCatalog } from '../services/catalog/import-catalog';

export async function seedDemoIfEmpty(db: Db, options: { uploadsDir: string }): Promise<{ seeded: boolean; shops: string[] }> {
  if ((await countShops(db)) > 0) return { seeded: false, shops: [] };
  const workDir = await mkdtemp(join(tmpdir(), 'haat-demo-'));
  try {
    const document = await buildDemoCatalog(workDir);
    const result = await importCatalog(db, document, { baseDir: workDir, uploadsDir: options.uploadsDir });
    if (!result.success) {
      // The demo document is ours: a refusal is a bug, not something to carry on past.
      throw new Error(`The demo catalog was refused: ${JSON.stringify(result.errors.slice(0, 10))}`);
    }
    return { seeded: true, shops: result.shops.map((s) => s.slug) };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
