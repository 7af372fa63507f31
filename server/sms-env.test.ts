// SMS and proxy settings (server/env.ts): `log` by default; `http` needs the gateway URL, key
// and sender, checked at start-up. A live deployment (HAAT_LIVE=1) refuses the `log` provider;
// any other says at start that one-time codes go to the log.
import { describe, expect, it } from 'vitest';
import { demoNotices, loadEnv } from './env';

describe('SMS settings', () => {
  it('defaults to the log provider and no trusted proxy', () => {
    const env = loadEnv({});
    expect(env.SMS_PROVIDER).toBe('log');
    expect(env.TRUST_PROXY).toBe('0');
    expect(env.SMS_OUTBOX_FILE).toBeUndefined();
  });
  it('requires URL, key and sender for the HTTP gateway', () => {
    expect(() => loadEnv({ SMS_PROVIDER: 'http' })).toThrow(/SMS_GATEWAY_URL is required[\s\S]*SMS_GATEWAY_KEY is required[\s\S]*SMS_SENDER is required/);
    expect(() => loadEnv({ SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'ftp://x', SMS_GATEWAY_KEY: 'k', SMS_SENDER: 'S' })).toThrow(/SMS_GATEWAY_URL/);
    const env = loadEnv({ SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'https://sms.example/api', SMS_GATEWAY_KEY: 'k', SMS_SENDER: 'HAAT' });
    expect(env).toMatchObject({ SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'https://sms.example/api', SMS_SENDER: 'HAAT' });
  });
  it('refuses to start live with one-time codes going to the log, and says so plainly in the demo', () => {
    expect(() => loadEnv({ HAAT_LIVE: '1' })).toThrow(/SMS_PROVIDER: a live deployment \(HAAT_LIVE=1\) cannot send one-time codes to the server log/);
    expect(() => loadEnv({ HAAT_LIVE: 'yes' })).toThrow(/HAAT_LIVE/);
    const live = loadEnv({ HAAT_LIVE: '1', SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'https://sms.example/api', SMS_GATEWAY_KEY: 'k', SMS_SENDER: 'HAAT' });
    expect(demoNotices(live)).toEqual([]);
    expect(demoNotices(loadEnv({}))).toEqual([expect.stringMatching(/one-time codes are NOT sent to phones; they go to the server log \(SMS_PROVIDER=log\)/)]);
    expect(demoNotices(loadEnv({ NODE_ENV: 'development' }))[0]).toContain('/dev/sms-outbox');
  });
});
