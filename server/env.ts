// The only reader of process.env (lint enforces it; tests/settings.ts reads what a test run is
// told): every setting is checked by Zod at start-up, and scripts, the benchmark and the browser
// tests take the environment from here too (processEnv), for loadEnv or for a child process.
import { isAbsolute, relative, resolve } from 'node:path';
import { z } from 'zod';
import type { SmsProviderConfig } from '../services/adapters/sms-provider';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default('./data/haat.sqlite'),
  UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
  /** Order attachments (issue 6): outside the public uploads, served only to their owner. */
  ATTACHMENTS_DIR: z.string().min(1).default('./data/attachments'),
  IMPORT_BASE_DIR: z.string().min(1).default('./data/import'),
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  /** Public origin suffix used in printed URLs, e.g. "localhost:3000". */
  PUBLIC_HOST_SUFFIX: z.string().optional(),
  /** SMS for one-time codes: `log` (server log; default) or `http` (a generic SMS gateway). */
  SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_KEY: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).max(20).optional(),
  /** Tests only: the `log` provider also appends each SMS as a JSON line to this file. */
  SMS_OUTBOX_FILE: z.string().min(1).optional(),
  /**
   * bKash tokenized checkout (services/adapters/payments/bkash-provider.ts): the API base (the
   * part before `/v1.2.0-beta/tokenized/checkout/`) and the merchant's credentials.
   */
  BKASH_BASE_URL: z.string().min(1).optional(),
  BKASH_APP_KEY: z.string().min(1).optional(),
  BKASH_APP_SECRET: z.string().min(1).optional(),
  BKASH_USERNAME: z.string().min(1).optional(),
  BKASH_PASSWORD: z.string().min(1).optional(),
  /**
   * Stripe Checkout (services/adapters/payments/stripe-provider.ts): the API base
   * (https://api.stripe.com, or the sandbox's address), the secret key (sk_…) and the webhook
   * endpoint's signing secret (whsec_…).
   */
  STRIPE_API_BASE: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** '1' when a reverse proxy is in front: the client address is the last X-Forwarded-For entry. */
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  /**
   * Memory (MB, per server process) for answers every anonymous shopper shares: catalog pages,
   * Quick View, search suggestions (server/response-cache.ts). 0 turns it off; by default 64,
   * and off under `npm run dev` so code changes show at once.
   */
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(4096).optional(),
  /**
   * '1' marks a live deployment: it refuses to start with anything that only suits the demo
   * (SMS_PROVIDER=log, which sends one-time codes to the server log instead of phones).
   */
  HAAT_LIVE: z.enum(['0', '1']).default('0'),
  /**
   * Set by `npm start` for each worker on SQLite: '1' for the one that runs background jobs,
   * '0' for the others (docs/decisions/013). Unset, the process runs them; on PostgreSQL every
   * process does.
   */
  JOB_RUNNER: z.enum(['0', '1']).optional(),
}).superRefine((env, ctx) => {
  const inside = (dir: string, root: string) => {
    const rel = relative(resolve(root), resolve(dir));
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  };
  if (inside(env.ATTACHMENTS_DIR, env.UPLOADS_DIR)) {
    ctx.addIssue({ code: 'custom', path: ['ATTACHMENTS_DIR'], message: 'ATTACHMENTS_DIR must be outside UPLOADS_DIR (uploads are public)' });
  }
  if (env.SMS_PROVIDER === 'http') {
    for (const key of ['SMS_GATEWAY_URL', 'SMS_GATEWAY_KEY', 'SMS_SENDER'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when SMS_PROVIDER=http` });
    }
  }
  if (env.HAAT_LIVE === '1' && env.SMS_PROVIDER === 'log') {
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_PROVIDER'],
      message: 'a live deployment (HAAT_LIVE=1) cannot send one-time codes to the server log: set SMS_PROVIDER=http with SMS_GATEWAY_URL, SMS_GATEWAY_KEY and SMS_SENDER',
    });
  }
});

export type Env = z.infer<typeof envSchema>;

/** The SMS provider settings (services/adapters/sms-provider.ts) this environment asks for. */
export function smsConfigOf(env: Env): SmsProviderConfig {
  return env.SMS_PROVIDER === 'http'
    ? { provider: 'http', url: env.SMS_GATEWAY_URL!, key: env.SMS_GATEWAY_KEY!, sender: env.SMS_SENDER! }
    : { provider: 'log', outboxFile: env.SMS_OUTBOX_FILE };
}

/**
 * What start-up says plainly about a deployment that is not live: where one-time codes go.
 * Empty for a live one (HAAT_LIVE=1 refuses to start in demo mode at all).
 */
export function demoNotices(env: Env): string[] {
  if (env.SMS_PROVIDER !== 'log') return [];
  const where = env.NODE_ENV === 'development' ? 'the server log and the page /dev/sms-outbox' : 'the server log';
  return [`Demo mode: one-time codes are NOT sent to phones; they go to ${where} (SMS_PROVIDER=log). A live deployment sets SMS_PROVIDER=http and HAAT_LIVE=1.`];
}

/**
 * A copy of this process's environment with `overrides` on top: for loadEnv with a name fixed
 * (`npm run dev` is always development) and for the environment of a child process.
 */
export function processEnv(overrides: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
