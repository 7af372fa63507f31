// The only reader of process.env (lint enforces it; tests/settings.ts reads what a test run is
// told): every setting is checked by Zod at start-up, and scripts, the benchmark and the browser
// tests take the environment from here too (processEnv), for loadEnv or for a child process.
import { isAbsolute, relative, resolve } from 'node:path';
import { z } from 'zod';
import type { SmsProviderConfig } from '../services/adapters/sms-provider';
import type { PaymentProvidersConfig } from '../services/adapters/payments/payment-providers';

const PAYMENT_KEYS = {
  bKash: ['BKASH_BASE_URL', 'BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'],
  Stripe: ['STRIPE_API_BASE', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
} as const;

/** bKash's production API base; anything else (bKash's own sandbox, ours) is a sandbox. */
export const BKASH_LIVE_BASE = 'https://tokenized.pay.bka.sh';
const bkashIsSandbox = (base: string) => base.replace(/\/+$/, '') !== BKASH_LIVE_BASE;
const stripeIsSandbox = (base: string, key: string) => !(/^https:\/\/api\.stripe\.com\/?$/.test(base) && key.startsWith('sk_live_'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * `postgres://…` / `postgresql://…` is PostgreSQL; a file path (optionally `file:` or
   * `sqlite:` before it, `:memory:` for tests) is SQLite. Any other scheme is refused rather
   * than taken for a file name (`mysql://…` would start on a new SQLite file named `mysql:`).
   */
  DATABASE_URL: z
    .string()
    .min(1)
    .default('./data/haat.sqlite')
    .refine((url) => /^postgres(ql)?:\/\//i.test(url) || /^(sqlite|file):/i.test(url) || url === ':memory:' || !/^[a-z][a-z0-9+.-]*:/i.test(url), {
      message: 'DATABASE_URL must be postgres://… or postgresql://… (PostgreSQL) or a file path (SQLite); other databases are not supported',
    }),
  UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
  /** Order attachments (issue 6): outside the public uploads, served only to their owner. */
  ATTACHMENTS_DIR: z.string().min(1).default('./data/attachments'),
  IMPORT_BASE_DIR: z.string().min(1).default('./data/import'),
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** '1' seeds the three demo shops into an empty database; by default yes, except on a live deployment (HAAT_LIVE=1). */
  SEED_DEMO: z.enum(['0', '1']).optional(),
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
  /** Steadfast's API base for status polling (default https://portal.packzy.com/api/v1; tests: sandboxes/steadfast). Shops' keys come from the import. */
  STEADFAST_BASE_URL: z.string().url().optional(),
  /** Pathao's merchant API base for booking (default https://api-hermes.pathao.com; tests: sandboxes/pathao). */
  PATHAO_BASE_URL: z.string().url().optional(),
  /** '1' when a reverse proxy is in front: the client address is the last X-Forwarded-For entry. */
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  /**
   * Memory (MB, per server process) for answers every anonymous shopper shares: catalog pages,
   * Quick View, search suggestions (server/response-cache.ts). 0 turns it off; by default 64,
   * and off under `npm run dev` so code changes show at once.
   */
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(4096).optional(),
  /**
   * '0' renders home, listing and product pages for each logged-in customer as before decision
   * 031 (a fallback, and the benchmark's "before"); by default they get the shared page.
   */
  SHARED_PAGES_FOR_CUSTOMERS: z.enum(['0', '1']).optional(),
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
  /**
   * How long a stopping worker waits for the requests in flight (a slow upload on mobile data)
   * and the job in flight before it exits anyway; `npm start` exits as soon as its workers have.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  /** Writes (POST, PUT, PATCH, DELETE) per client address per minute in each worker (server/write-rate-limit.ts); 0 turns it off. */
  WRITE_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** `GET /metrics` answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, it is 404. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /**
   * OpenTelemetry tracing (server/tracing.ts), off unless an OTLP/HTTP endpoint is set: the
   * standard settings, read by the SDK itself (OTEL_EXPORTER_OTLP_HEADERS, OTEL_BSP_*,
   * OTEL_TRACES_SAMPLER, OTEL_RESOURCE_ATTRIBUTES… too); checked here so a typo is one sentence.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url('OTEL_EXPORTER_OTLP_ENDPOINT must be a URL such as http://collector:4318').optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be a URL such as http://collector:4318/v1/traces').optional(),
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  OTEL_SDK_DISABLED: z.enum(['true', 'false']).optional(),
  OTEL_TRACES_EXPORTER: z.string().optional(),
  /** Level of the JSON log lines on stdout (server/logger.ts): by default `info` (`silent` under the unit tests). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
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
  // A provider is configured with all of its keys or none of them (none: the sandbox in a demo).
  for (const [name, keys] of Object.entries(PAYMENT_KEYS)) {
    const given = keys.filter((k) => env[k] !== undefined);
    if (given.length > 0 && given.length < keys.length) {
      for (const k of keys) if (env[k] === undefined) ctx.addIssue({ code: 'custom', path: [k], message: `${k} is required with the other ${name} settings (${keys.join(', ')})` });
    }
  }
  if (env.HAAT_LIVE === '1') {
    if (env.BKASH_BASE_URL !== undefined && bkashIsSandbox(env.BKASH_BASE_URL)) {
      ctx.addIssue({ code: 'custom', path: ['BKASH_BASE_URL'], message: `a live deployment (HAAT_LIVE=1) cannot take bKash payments from a sandbox: set BKASH_BASE_URL to ${BKASH_LIVE_BASE} and the merchant's live credentials` });
    }
    if (env.STRIPE_SECRET_KEY !== undefined && stripeIsSandbox(env.STRIPE_API_BASE ?? '', env.STRIPE_SECRET_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'a live deployment (HAAT_LIVE=1) cannot take card payments in test mode: set STRIPE_API_BASE=https://api.stripe.com and a live key (sk_live_…)' });
    }
  }
  if (env.HAAT_LIVE === '1' && env.SMS_PROVIDER === 'log') {
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_PROVIDER'],
      message: 'a live deployment (HAAT_LIVE=1) cannot send one-time codes to the server log: set SMS_PROVIDER=http with SMS_GATEWAY_URL, SMS_GATEWAY_KEY and SMS_SENDER',
    });
  }
}).transform((env) => ({
  ...env,
  SEED_DEMO: env.SEED_DEMO ?? (env.HAAT_LIVE === '1' ? '0' : '1'),
  // 120 writes a minute per client; off under the unit tests (one "client" makes them all).
  WRITE_RATE_LIMIT: env.WRITE_RATE_LIMIT ?? (env.NODE_ENV === 'test' ? 0 : 120),
}));

export type Env = z.infer<typeof envSchema>;

/** The SMS provider settings (services/adapters/sms-provider.ts) this environment asks for. */
export function smsConfigOf(env: Env): SmsProviderConfig {
  return env.SMS_PROVIDER === 'http'
    ? { provider: 'http', url: env.SMS_GATEWAY_URL!, key: env.SMS_GATEWAY_KEY!, sender: env.SMS_SENDER! }
    : { provider: 'log', outboxFile: env.SMS_OUTBOX_FILE };
}

/** The payment providers this environment configures (ctx.deps.payments); null for one without keys. */
export function paymentConfigOf(env: Env): PaymentProvidersConfig {
  const bkash =
    env.BKASH_BASE_URL && env.BKASH_APP_KEY && env.BKASH_APP_SECRET && env.BKASH_USERNAME && env.BKASH_PASSWORD
      ? { baseUrl: env.BKASH_BASE_URL, appKey: env.BKASH_APP_KEY, appSecret: env.BKASH_APP_SECRET, username: env.BKASH_USERNAME, password: env.BKASH_PASSWORD, isSandbox: bkashIsSandbox(env.BKASH_BASE_URL) }
      : null;
  const stripe =
    env.STRIPE_API_BASE && env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? { apiBase: env.STRIPE_API_BASE, secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, isSandbox: stripeIsSandbox(env.STRIPE_API_BASE, env.STRIPE_SECRET_KEY) }
      : null;
  return { bkash, stripe };
}

/** Which online providers have no keys: `npm start` / `npm run dev` start their sandboxes (never when live). */
export function missingPaymentProviders(env: Env): Array<'bkash' | 'stripe'> {
  const config = paymentConfigOf(env);
  return (['bkash', 'stripe'] as const).filter((name) => config[name] === null);
}

/**
 * A live deployment refuses to start when a shop offers an online method that has no keys
 * (its shoppers would be offered a payment that cannot be taken). Empty when all is well.
 */
export function livePaymentProblems(env: Env, shops: ReadonlyArray<{ slug: string; payment_methods: string }>): string[] {
  if (env.HAAT_LIVE !== '1') return [];
  const missing = new Set(missingPaymentProviders(env));
  const problems: string[] = [];
  for (const shop of shops) {
    for (const method of shop.payment_methods.split(',').map((m) => m.trim().toLowerCase())) {
      if ((method === 'bkash' || method === 'stripe') && missing.has(method)) {
        const keys = method === 'bkash' ? PAYMENT_KEYS.bKash : PAYMENT_KEYS.Stripe;
        problems.push(`shop "${shop.slug}" offers ${method} but a live deployment (HAAT_LIVE=1) has no ${keys.join(', ')}`);
      }
    }
  }
  return problems;
}

/** Sets settings for this process and the processes it starts (the launchers' payment sandboxes). */
export function setProcessEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    // undefined: the setting is removed (a test putting things back as they were).
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
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
