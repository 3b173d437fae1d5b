import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServer } from '../bff/createServer.ts';
import { PLUGIN_ERROR_LOG_FILE, type StoredPluginError } from '../bff/pluginErrorLog.ts';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { runOperator } from './operator.ts';
import { testDatabase } from '../tests/support/databaseTemplate.ts';

let stateDir = '';
beforeEach(() => {
  stateDir = mkdtempSync(join(tmpdir(), 'operator-errors-'));
});
afterEach(() => rmSync(stateDir, { recursive: true, force: true }));

function operator(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runOperator(argv, { print: (line) => out.push(line), printError: (line) => err.push(line) });
  return { code, out, err: err.join('\n') };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const shown = (at: string) => at.slice(0, 19).replace('T', ' ');

function writeLog(errors: StoredPluginError[]) {
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(join(stateDir, PLUGIN_ERROR_LOG_FILE), errors.map((error) => `${JSON.stringify(error)}\n`).join(''));
}

describe('npm run operator -- errors', () => {
  it('lists what the running BFF received, from another process while it runs', async () => {
    const site = createServer({ root: projectRoot, database: testDatabase(), stateDir });
    const send = (host: string, body: unknown) =>
      site.inject({ method: 'POST', url: '/bff-api/plugin-errors', headers: { host, 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(body) });
    await send('sports.localhost:8080', { domain: 'sports.localhost', reports: [{ plugin: 'sports', version: '0.2.0', kind: 'integrity' }] });
    await send('sports.localhost:8080', { domain: 'sports.localhost', reports: [{ plugin: 'sports', version: '0.2.0', kind: 'integrity' }, { plugin: 'account', version: '0.1.0', kind: 'missing-dependency' }] });
    await vi.waitFor(() => expect(readFileSync(join(stateDir, PLUGIN_ERROR_LOG_FILE), 'utf8').split('\n')).toHaveLength(4));

    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts', 'operator.ts'), 'errors', '--state-dir', stateDir], { cwd: projectRoot });
    const { stdout } = await run.finally(() => site.close());

    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^plugin load failures reported by visitors, newest first \(.*plugin-errors\.jsonl; times in UTC\):$/);
    expect(lines[1]).toMatch(/^ {2}last seen +domain +plugin +version +kind +count +first seen$/);
    expect(lines.slice(2).map((line) => line.trim().split(/\s{2,}/).slice(1, 6))).toEqual(
      expect.arrayContaining([
        ['sports.localhost', 'sports', '0.2.0', 'integrity', '2'],
        ['sports.localhost', 'account', '0.1.0', 'missing-dependency', '1'],
      ]),
    );
    expect(lines).toHaveLength(4);
  });

  it('groups by domain, plugin, version and kind, newest first, with the first and last time seen', () => {
    const [old, recent, newest] = [minutesAgo(300), minutesAgo(20), minutesAgo(5)];
    writeLog([
      { at: old, domain: 'localhost', plugin: 'info', version: '1.0.0', kind: 'http' },
      { at: recent, domain: 'localhost', plugin: 'sports', version: '0.2.0', kind: 'evaluation' },
      { at: newest, domain: 'localhost', plugin: 'info', version: '1.0.0', kind: 'http' },
      { at: newest, domain: 'vip.localhost', plugin: 'info', version: '1.0.0', kind: 'http' },
    ]);
    const { code, out } = operator('errors', '--state-dir', stateDir);
    expect(code).toBe(0);
    expect(out.slice(2).map((line) => line.trim().split(/\s{2,}/))).toEqual([
      [shown(newest), 'localhost', 'info', '1.0.0', 'http', '2', shown(old)],
      [shown(newest), 'vip.localhost', 'info', '1.0.0', 'http', '1', shown(newest)],
      [shown(recent), 'localhost', 'sports', '0.2.0', 'evaluation', '1', shown(recent)],
    ]);

    const lastHour = operator('errors', '--state-dir', stateDir, '--since', '1h');
    expect(lastHour.out[0]).toMatch(/^plugin load failures reported by visitors in the last 1h, newest first/);
    expect(lastHour.out.slice(2).map((line) => line.trim().split(/\s{2,}/).slice(1, 6))).toEqual([
      ['localhost', 'info', '1.0.0', 'http', '1'],
      ['vip.localhost', 'info', '1.0.0', 'http', '1'],
      ['localhost', 'sports', '0.2.0', 'evaluation', '1'],
    ]);
  });

  it('says when nothing was reported', () => {
    expect(operator('errors', '--state-dir', stateDir)).toEqual({ code: 0, out: [expect.stringMatching(/^no plugin load failures reported \(.*plugin-errors\.jsonl\)$/)], err: '' });
    writeLog([{ at: minutesAgo(120), domain: 'localhost', plugin: 'info', version: '1.0.0', kind: 'http' }]);
    expect(operator('errors', '--state-dir', stateDir, '--since', '30m').out).toEqual([expect.stringMatching(/^no plugin load failures reported in the last 30m /)]);
  });

  it('refuses wrong usage', () => {
    expect(operator('errors', '--since', 'yesterday', '--state-dir', stateDir)).toMatchObject({ code: 2, err: expect.stringContaining('usage: npm run operator -- errors') });
    expect(operator('errors', 'info', '--state-dir', stateDir).code).toBe(2);
  });
});
