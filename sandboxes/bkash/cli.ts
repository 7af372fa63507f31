// Runs the bKash sandbox on its own:
//   npx tsx sandboxes/bkash/cli.ts [--port 12112] [--host 127.0.0.1] [--app-key sandbox-app-key]
//     [--app-secret sandbox-app-secret] [--username sandbox-user] [--password sandbox-password]
//     [--token-ttl 3600] [--public-url http://127.0.0.1:12112]
// Settings come from the command line only (server/env.ts is the app's one reader of the
// environment; whoever starts the sandbox passes them).
import { parseArgs } from 'node:util';
import { startBkashSandbox } from './bkash-sandbox';
import { TEST_OTP, TEST_PIN, TEST_WALLETS } from './hosted-page';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12112' },
    host: { type: 'string', default: '127.0.0.1' },
    'app-key': { type: 'string', default: 'sandbox-app-key' },
    'app-secret': { type: 'string', default: 'sandbox-app-secret' },
    username: { type: 'string', default: 'sandbox-user' },
    password: { type: 'string', default: 'sandbox-password' },
    'token-ttl': { type: 'string', default: '3600' },
    'public-url': { type: 'string' },
  },
});

const sandbox = await startBkashSandbox({
  port: Number(values.port),
  host: values.host,
  appKey: values['app-key']!,
  appSecret: values['app-secret']!,
  username: values.username!,
  password: values.password!,
  tokenTtlSeconds: Number(values['token-ttl']),
  publicUrl: values['public-url'],
  log: (line) => console.log(line),
});
console.log(
  `bKash sandbox listening on ${sandbox.url} (BKASH_BASE_URL=${sandbox.url}); test wallets ${TEST_WALLETS.ok} (pays) and ${TEST_WALLETS.insufficient} (insufficient balance), code ${TEST_OTP}, PIN ${TEST_PIN}`,
);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
