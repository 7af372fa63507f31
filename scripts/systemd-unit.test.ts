// The supervisor recipe (issue 24 item 8): deploy/haat.service passes `systemd-analyze verify`
// with nothing to say (a misspelt key or a bad value is only a warning there, so any output
// fails), restarts on failure, stops gracefully within more than the default drain, reads the
// settings file and runs sandboxed. Without systemd-analyze it is skipped with one line —
// except under CI=true, where that fails.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../server/env';
import { testSettings } from '../tests/settings';

const unitFile = resolve(import.meta.dirname, '../deploy/haat.service');
const hasAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;
if (!hasAnalyze && testSettings().ci) throw new Error('CI=true but systemd-analyze is not installed: the systemd unit cannot be verified.');
if (!hasAnalyze) console.warn('[tests] systemd-analyze not installed: deploy/haat.service not verified.');

function verify(file: string) {
  const r = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
  return { status: r.status, said: `${r.stdout}${r.stderr}`.trim() };
}

describe('deploy/haat.service', () => {
  it.skipIf(!hasAnalyze)('passes systemd-analyze verify without a word, and verify does catch a misspelt key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'haat-unit-'));
    copyFileSync(unitFile, join(dir, 'haat.service'));
    expect(verify(join(dir, 'haat.service'))).toEqual({ status: 0, said: '' });
    writeFileSync(join(dir, 'broken.service'), readFileSync(unitFile, 'utf8').replace('ProtectSystem=strict', 'ProtectSystm=strict'));
    expect(verify(join(dir, 'broken.service')).said).toContain('ProtectSystm');
  });

  it('restarts on failure, stops gracefully within more than the drain, reads the settings file, runs sandboxed', () => {
    const unit = readFileSync(unitFile, 'utf8');
    const value = (key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(unit)?.[1];
    expect(value('Restart')).toBe('on-failure');
    expect(value('KillSignal')).toBe('SIGTERM');
    expect(value('KillMode')).toBe('mixed');
    expect(Number.parseInt(value('TimeoutStopSec')!, 10)).toBeGreaterThan(loadEnv({}).SHUTDOWN_DRAIN_SECONDS + 5);
    expect(value('EnvironmentFile')).toBe('/etc/haat/haat.env');
    expect(value('ExecStart')).toMatch(/node .*scripts\/start\.mjs$/);
    for (const hardening of ['ProtectSystem=strict', 'NoNewPrivileges=yes', 'PrivateTmp=yes', 'ProtectHome=yes', 'CapabilityBoundingSet=', 'ReadWritePaths=/var/lib/haat']) {
      expect(unit).toContain(`\n${hardening}\n`);
    }
  });
});
