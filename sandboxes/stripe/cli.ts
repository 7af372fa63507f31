// Runs the Stripe sandbox on its own:
//   npx tsx sandboxes/stripe/cli.ts [--port 12111] [--host 127.0.0.1] [--secret-key sk_test_sandbox]
//     [--webhook-url http://127.0.0.1:3000/api/payments/stripe/webhook] [--webhook-secret whsec_sandbox]
//     [--public-url http://127.0.0.1:12111]
// Settings come from the command line only (server/env.ts is the app's one reader of the
// environment; whoever starts the sandbox passes them).
import { parseArgs } from 'node:util';
import { startStripeSandbox } from './stripe-sandbox';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    host: { type: 'string', default: '127.0.0.1' },
    'secret-key': { type: 'string', default: 'sk_test_sandbox' },
    'webhook-url': { type: 'string' },
    'webhook-secret': { type: 'string', default: 'whsec_sandbox' },
    'public-url': { type: 'string' },
  },
});

const sandbox = await startStripeSandbox({
  port: Number(values.port),
  host: values.host,
  secretKey: values['secret-key']!,
  webhookUrl: values['webhook-url'],
  webhookSecret: values['webhook-secret']!,
  publicUrl: values['public-url'],
  log: (line) => console.log(line),
});
console.log(`Stripe sandbox listening on ${sandbox.url} (STRIPE_API_BASE=${sandbox.url})${values['webhook-url'] ? `, webhooks to ${values['webhook-url']}` : ', no webhook endpoint'}`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
