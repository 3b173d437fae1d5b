import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './dataDirLock.ts';

let work = '';
let dataDir = '';
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  dataDir = join(work, 'pglite');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('the lock of a PGlite folder', () => {
  it('refuses a second opener while it is held, naming the holder, and is free again once released', () => {
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`${dataDir} is open in process ${process.pid}`);
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataDir(dataDir)();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('takes over the lock of a process that ended without releasing it (killed)', () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(`${dataDir}.lock`, String(ended));
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock file that names no process', () => {
    writeFileSync(`${dataDir}.lock`, 'garbage');
    lockDataDir(dataDir)();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
