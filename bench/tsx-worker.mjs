// A worker thread running a TypeScript module of the benches: tsx's loader is registered in the
// thread (a Worker does not inherit it), then `workerData.module` (a file URL) is imported.
//   new Worker(new URL('./tsx-worker.mjs', import.meta.url), { workerData: { module: new URL('./x.ts', import.meta.url).href, ... } })
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.module);
