// `npm run dev`: Vite in middleware mode with hot reload for the UI; every request that Vite
// does not answer goes to server/entry.ts loaded through Vite, so API edits apply without a
// restart too.
import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer } from 'vite';

// Vite, React and server/env.ts see development; the launcher reads no setting itself.
// eslint-disable-next-line no-restricted-properties -- sets NODE_ENV for the libraries, reads nothing
process.env.NODE_ENV = 'development';
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
const entry = await vite.ssrLoadModule('/server/entry.ts');
// Without provider keys the bKash and Stripe sandboxes run in this process (see server/payment-sandboxes.ts).
const sandboxes = await entry.startPaymentSandboxes(entry.loadEnv());
entry.setProcessEnv(sandboxes.values);
const env = entry.loadEnv();
const { shops } = await entry.prepareDatabase(env);

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const mod = await vite.ssrLoadModule('/server/entry.ts');
      mod.handleDevRequest(req, res);
    } catch (err) {
      vite.ssrFixStacktrace(err);
      console.error(err);
      res.statusCode = 500;
      res.end(String(err?.stack ?? err));
    }
  });
});
server.listen(env.PORT, () => {
  console.log(`haat dev server on port ${env.PORT}:`);
  for (const s of shops) console.log(`  http://${s.slug}.localhost:${env.PORT}`);
  for (const notice of [...entry.demoNotices(env), ...sandboxes.notices]) console.log(notice);
});
