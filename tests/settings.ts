// What a test run is told through its environment, read once: whether it is CI (a missing
// PostgreSQL or Chromium fails instead of skipping), the PostgreSQL server for the
// PostgreSQL variants, and where Chromium is. Besides server/env.ts, the only module that
// reads process.env (lint enforces it); a server a test starts gets its environment from
// server/env.ts's processEnv.
export interface TestSettings {
  /** CI=true: tests that cannot run (no PostgreSQL, no Chromium) fail instead of skipping. */
  ci: boolean;
  /** TEST_DATABASE_URL: a PostgreSQL server where each test creates and drops its database. */
  testDatabaseUrl: string | undefined;
  /** CHROMIUM_PATH, by default Debian's /usr/bin/chromium. */
  chromiumPath: string;
  /** SCREENSHOTS=1: browser tests write their screenshots to /tmp/shots (off by default: nothing compares them). */
  screenshots: boolean;
  /** SCALE_OUT_PORT: tests/e2e/scale-out.test.ts's nginx port (its instances take the next ones, no payment sandboxes); 0: free ports. */
  scaleOutPort: number;
  /** SCALE_OUT_DB_PREFIX: how that test's database name starts (default deploy/cluster.ts's). */
  scaleOutDbPrefix: string | undefined;
}

let settings: TestSettings | undefined;

export function testSettings(): TestSettings {
  settings ??= Object.freeze({
    ci: process.env.CI === 'true',
    testDatabaseUrl: process.env.TEST_DATABASE_URL || undefined,
    chromiumPath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    screenshots: process.env.SCREENSHOTS === '1',
    scaleOutPort: Number(process.env.SCALE_OUT_PORT ?? 0) || 0,
    scaleOutDbPrefix: process.env.SCALE_OUT_DB_PREFIX || undefined,
  });
  return settings;
}
