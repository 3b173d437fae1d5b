import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLUGIN_ERROR_LOG_FILE, PLUGIN_ERROR_LOG_MAX_BYTES, PluginErrorLog, type StoredPluginError } from './pluginErrorLog.ts';

let stateDir = '';
beforeEach(() => {
  stateDir = join(mkdtempSync(join(tmpdir(), 'plugin-error-log-')), 'state');
});
afterEach(() => rmSync(join(stateDir, '..'), { recursive: true, force: true }));

const failure = (plugin: string, at = '2025-05-01T12:00:00.000Z'): StoredPluginError => ({ at, domain: 'localhost', plugin, version: '1.0.0', kind: 'http' });

describe('PluginErrorLog', () => {
  it('appends reports in order, creating the folder, and reads them back', async () => {
    const log = new PluginErrorLog(stateDir);
    void log.append([failure('a')]);
    await log.append([failure('b'), failure('c')]);
    expect(new PluginErrorLog(stateDir).read().map(({ plugin }) => plugin)).toEqual(['a', 'b', 'c']);
  });

  it('skips a line that is not a report (a write cut short)', async () => {
    const log = new PluginErrorLog(stateDir);
    await log.append([failure('a')]);
    appendFileSync(join(stateDir, PLUGIN_ERROR_LOG_FILE), '{"at":"2025-05-01T12:00:00.000Z","domain":"local\n{"plugin":1}\n');
    await log.append([failure('b')]);
    expect(log.read().map(({ plugin }) => plugin)).toEqual(['a', 'b']);
  });

  it(`starts a new file past ${PLUGIN_ERROR_LOG_MAX_BYTES} bytes and keeps only the one before it`, async () => {
    expect(PLUGIN_ERROR_LOG_MAX_BYTES).toBe(1024 * 1024);
    const log = new PluginErrorLog(stateDir);
    const batch = Array.from({ length: 1000 }, (_, index) => failure(`p${String(index).padStart(3, '0')}`));
    const lineBytes = `${JSON.stringify(batch[0])}\n`.length;
    const batchesPerFile = Math.floor(PLUGIN_ERROR_LOG_MAX_BYTES / (lineBytes * batch.length));
    for (let index = 0; index < batchesPerFile * 2 + 1; index += 1) await log.append(batch);
    expect(statSync(join(stateDir, PLUGIN_ERROR_LOG_FILE)).size).toBe(lineBytes * batch.length);
    expect(existsSync(join(stateDir, 'plugin-errors.1.jsonl'))).toBe(true);
    expect(log.read()).toHaveLength(batch.length * (batchesPerFile + 1));
    expect(readFileSync(join(stateDir, PLUGIN_ERROR_LOG_FILE), 'utf8').split('\n')[0]).toBe(JSON.stringify(failure('p000')));
  });
});
