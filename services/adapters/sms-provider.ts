// Sending SMS: a provider interface with two implementations — `log` (the default: the code
// goes to the server log, to an in-memory outbox the dev-only outbox page shows, and, when
// SMS_OUTBOX_FILE is set, to a JSON-lines file browser tests read) and `http` (a generic SMS
// gateway: POST JSON { to, from, text } with a bearer key).
import { jsonLogLine } from '../ops-log';
import { appendFileSync } from 'node:fs';

interface SmsMessage {
  to: string;
  text: string;
  at: string;
}

export interface SmsProvider {
  readonly name: 'log' | 'http';
  send(to: string, text: string): Promise<void>;
}

export interface LogSmsProvider extends SmsProvider {
  readonly name: 'log';
  /** The most recent messages, newest first (at most 50). */
  outbox(): readonly SmsMessage[];
}

export function createLogSmsProvider(options: { outboxFile?: string; log?: (line: string) => void } = {}): LogSmsProvider {
  const kept: SmsMessage[] = [];
  // The demo's purpose is to show the codes: a JSON line of its own, not masked by the server logger.
  const log = options.log ?? ((line: string) => jsonLogLine('info', line));
  return {
    name: 'log',
    async send(to, text) {
      const message = { to, text, at: new Date().toISOString() };
      kept.unshift(message);
      kept.length = Math.min(kept.length, 50);
      log(`[sms] to ${to}: ${text}`);
      if (options.outboxFile) appendFileSync(options.outboxFile, `${JSON.stringify(message)}\n`);
    },
    outbox: () => kept.slice(),
  };
}

interface HttpSmsConfig {
  url: string;
  key: string;
  sender: string;
  timeoutMs?: number;
}

export function createHttpSmsProvider(config: HttpSmsConfig): SmsProvider {
  return {
    name: 'http',
    async send(to, text) {
      const res = await fetch(config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.key}`, accept: 'application/json' },
        body: JSON.stringify({ to, from: config.sender, text }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      if (!res.ok) {
        const body = await res.text().catch(() => '');
        throw new Error(`SMS gateway answered ${res.status}: ${body.slice(0, 200)}`);
      }
      await res.body?.cancel().catch(() => undefined);
    },
  };
}

export type SmsProviderConfig =
  | { provider: 'log'; outboxFile?: string }
  | { provider: 'http'; url: string; key: string; sender: string };

export function createSmsProvider(config: SmsProviderConfig): SmsProvider {
  return config.provider === 'http' ? createHttpSmsProvider(config) : createLogSmsProvider({ outboxFile: config.outboxFile });
}
