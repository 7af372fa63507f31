// Safe defaults in the settings themselves (issue 24 item 2): a live deployment does not seed
// the demo unless SEED_DEMO=1 asks, and DATABASE_URL accepts PostgreSQL URLs and file paths only.
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const LIVE = { HAAT_LIVE: '1', SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'https://sms.example.com/send', SMS_GATEWAY_KEY: 'k', SMS_SENDER: 'haat' };

describe('safe defaults', () => {
  it('seeds the demo by default only when not live', () => {
    expect(loadEnv({}).SEED_DEMO).toBe('1');
    expect(loadEnv(LIVE).SEED_DEMO).toBe('0');
    expect(loadEnv({ ...LIVE, SEED_DEMO: '1' }).SEED_DEMO).toBe('1');
    expect(loadEnv({ SEED_DEMO: '0' }).SEED_DEMO).toBe('0');
  });

  it('accepts PostgreSQL URLs and SQLite paths, refuses other schemes naming DATABASE_URL', () => {
    for (const url of ['postgres://u@h/db', 'postgresql://u@h:5433/db', './data/haat.sqlite', '/var/lib/haat/haat.sqlite', 'file:./x.sqlite', 'sqlite:/x.sqlite', ':memory:']) {
      expect(loadEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
    for (const url of ['mysql://root@localhost/haat', 'mongodb://h/db', 'http://example.com/db', 'redis:cache']) {
      expect(() => loadEnv({ DATABASE_URL: url })).toThrow(/Invalid environment:\n {2}DATABASE_URL: .*not supported/);
    }
  });
});
