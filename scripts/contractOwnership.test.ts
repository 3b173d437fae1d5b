// A service contract ships with its provider alone (DESIGN.md section 4): the SDK, its version and its API report
// never change with a contract. Shown without a build: the SDK's declarations reach no plugin file, the report names
// no contract export, and a copy of the sources with a contract's new method and minor bump yields the same report.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { checkBoundaries } from './checkBoundaries.ts';
import { API_REPORT_FILE, checkApiReport, emitSdkDeclarations, generateSdkApi, parseReport, readSdkVersion } from './sdkApiReport.ts';

const LIMITS_CONTRACT = 'plugins/limits/contract/index.ts';

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));

/** The names every plugin's contract exports (values and types), read from its contract folder. */
function contractExports(): string[] {
  const names = new Set<string>();
  for (const id of readdirSync(join(projectRoot, 'plugins'))) {
    const folder = join(projectRoot, 'plugins', id, 'contract');
    if (!existsSync(folder)) continue;
    for (const file of filesUnder(folder)) {
      const source = readFileSync(join(folder, file), 'utf8');
      for (const [, name] of source.matchAll(/^export (?:const|interface|type) (\w+)/gm)) names.add(name);
    }
  }
  return [...names].sort();
}

const committedReport = () => parseReport(readFileSync(join(projectRoot, API_REPORT_FILE), 'utf8'));

describe('a service contract ships with its provider alone', () => {
  it('is consumed across plugins: sports builds against the limits contract', () => {
    expect(readFileSync(join(projectRoot, 'plugins/sports/src/couponUi/useSportsClosedReason.ts'), 'utf8')).toContain("from '../../../limits/contract/index.ts'");
  });

  it('keeps every plugin file out of the kernel and the SDK: no src/ file imports plugins/, no SDK declaration comes from one', () => {
    expect(checkBoundaries(projectRoot).filter(({ rule }) => rule === 'kernel-imports-plugin')).toEqual([]);
    const { outDir, dispose } = emitSdkDeclarations(projectRoot);
    try {
      expect(filesUnder(outDir).filter((file) => !file.startsWith('src/') && !file.startsWith('schemas/'))).toEqual([]);
    } finally {
      dispose();
    }
  }, 60_000);

  it('leaves the contracts out of the SDK API report', () => {
    const names = contractExports();
    expect(names).toEqual(expect.arrayContaining(['LimitsService', 'limitsService', 'SessionService', 'accountsEvents', 'AnalyticsService']));
    const report = committedReport()!.apiText;
    expect(names.filter((name) => new RegExp(`\\b${name}\\b`).test(report))).toEqual([]);
  });

  describe('a new method in the limits contract, with a minor bump of its ref', () => {
    const copy = mkdtempSync(join(tmpdir(), 'contract-change-'));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));
    for (const path of ['src', 'schemas', 'tsconfig.json', 'plugins/limits/contract']) cpSync(join(projectRoot, path), join(copy, path), { recursive: true });
    symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const contract = readFileSync(join(copy, LIMITS_CONTRACT), 'utf8');
    const changed = contract
      .replace('  /** Reads the limits again', '  /** What the player may still lose today; null without a loss limit. */\n  remainingLoss(state: HostState): number | null;\n  /** Reads the limits again')
      .replace("createServiceRef<LimitsService>('limits', '1.1.0')", "createServiceRef<LimitsService>('limits', '1.2.0')");
    writeFileSync(join(copy, LIMITS_CONTRACT), changed);

    it('changes the contract as described', () => {
      expect(changed).not.toBe(contract);
      expect(changed).toContain('remainingLoss(state: HostState)');
      expect(changed).toContain("'limits', '1.2.0'");
    });

    it('leaves SDK_VERSION and the SDK API report as they are', () => {
      const current = generateSdkApi(copy);
      expect(current.version).toBe(readSdkVersion(projectRoot));
      expect(checkApiReport(current, committedReport())).toEqual({ ok: true });
    }, 60_000);
  });
});
