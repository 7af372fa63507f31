// SMS and proxy settings (server/env.ts): `log` by default; `http` needs the gateway URL, key
// and sender, checked at start-up.
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

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
});
