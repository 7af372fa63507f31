// `npm run cluster:local [-- --instances 3] [--port 8080] [--url postgres://…]`: the scale-out
// recipe on this machine (deploy/cluster.ts): a fresh PostgreSQL database with the demo
// catalog, N instances of `npm start` (one worker each, own ports) and nginx in front, until
// Ctrl-C, which stops them all and drops the database. Needs Debian's nginx and a PostgreSQL
// server (default postgres://postgres@127.0.0.1:5432/postgres).
import { listShops } from '../db/shop.repository';
import { startCluster } from './cluster';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const cluster = await startCluster({
  instances: Number(arg('instances', '3')),
  pgUrl: arg('url', 'postgres://postgres@127.0.0.1:5432/postgres'),
  port: process.argv.includes('--port') ? Number(arg('port', '8080')) : undefined,
  seed: 'demo',
  logLevel: arg('log-level', 'info'),
  log: (line) => console.log(line),
});
const shops = await listShops(cluster.database.db);
console.log(
  [
    `haat cluster: ${cluster.instances.length} instance(s) behind nginx on port ${cluster.port}, PostgreSQL database ${new URL(cluster.database.url).pathname.slice(1)}`,
    ...shops.map((s) => `  ${s.shop_name.padEnd(24)} http://${s.slug}.localhost:${cluster.port}`),
    `  shared uploads ${cluster.uploadsDir}, attachments ${cluster.attachmentsDir}; admin import token ${cluster.adminToken}`,
    'Ctrl-C stops everything and drops the database.',
  ].join('\n'),
);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('stopping…');
  cluster.stop().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
