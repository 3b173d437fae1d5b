import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { afterAll, describe, expect, it } from 'vitest';
import { API_REPORT_FILE, buildApiText, checkApiReport, firstDifference, generateSdkApi, parseReport, readSdkVersion, renderReport } from './sdkApiReport.ts';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the SDK API report', () => {
  it(
    `matches the exported API of src/sdk/index.ts (${API_REPORT_FILE})`,
    () => {
      const current = generateSdkApi(projectRoot);
      const reportPath = join(projectRoot, API_REPORT_FILE);
      const report = parseReport(existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : null);
      const result = checkApiReport(current, report);
      const detail = result.ok || !report ? '' : `\n${firstDifference(report.apiText, current.apiText)}`;
      expect(result.ok, result.ok ? '' : `${result.message}${detail}`).toBe(true);
    },
    30_000,
  );

  it('accepts the current SDK_VERSION in every plugin hostApi range, and no next major version', () => {
    const version = readSdkVersion(projectRoot);
    const nextMajor = semver.inc(version, 'major')!;
    const pluginsDir = join(projectRoot, 'plugins');
    const ids = readdirSync(pluginsDir).filter((id) => existsSync(join(pluginsDir, id, 'plugin.json')));
    expect(ids.length).toBeGreaterThan(0);
    const dishonest = ids.flatMap((id) => {
      const { hostApi } = JSON.parse(readFileSync(join(pluginsDir, id, 'plugin.json'), 'utf8')) as { hostApi?: unknown };
      if (typeof hostApi !== 'string' || semver.validRange(hostApi) === null) return [`${id}: hostApi ${JSON.stringify(hostApi)} is not a semver range`];
      if (!semver.satisfies(version, hostApi)) return [`${id}: hostApi ${hostApi} does not accept the SDK ${version}`];
      if (semver.satisfies(nextMajor, hostApi)) return [`${id}: hostApi ${hostApi} also accepts ${nextMajor}, an SDK with breaking changes it was not built against`];
      return [];
    });
    expect(dishonest, dishonest.join('\n')).toEqual([]);
  });
});

describe('comparing the API with the report', () => {
  const api = { version: '1.2.0', apiText: '## Exports of @host/sdk\n\n### a\n' };

  it('passes when the text and the version are the ones recorded', () => {
    expect(checkApiReport(api, { ...api })).toEqual({ ok: true });
  });

  it('fails when the API changed and SDK_VERSION did not', () => {
    const result = checkApiReport({ ...api, apiText: `${api.apiText}### b\n` }, api);
    expect(result).toMatchObject({ ok: false, reason: 'api-changed-without-bump' });
    expect(!result.ok && result.message).toContain('the SDK API changed without a version bump: bump SDK_VERSION');
    expect(!result.ok && result.message).toContain('run npm run sdk:api');
  });

  it('fails when SDK_VERSION was bumped but the report was not regenerated', () => {
    const changed = checkApiReport({ version: '1.3.0', apiText: `${api.apiText}### b\n` }, api);
    expect(changed).toMatchObject({ ok: false, reason: 'report-outdated' });
    expect(!changed.ok && changed.message).toMatch(/run npm run sdk:api$/);
    expect(checkApiReport({ ...api, version: '1.3.0' }, api)).toMatchObject({ ok: false, reason: 'report-outdated' });
  });

  it('fails without a report, and reads back the report it writes', () => {
    expect(checkApiReport(api, null)).toMatchObject({ ok: false, reason: 'no-report' });
    expect(parseReport(renderReport(api.version, api.apiText))).toEqual(api);
  });
});

describe('building the API text from declarations', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'sdk-api-fixture-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(outDir, path)), { recursive: true });
    writeFileSync(join(outDir, path), text);
  };
  write(
    'src/sdk/index.d.ts',
    `export { definePlugin } from './definePlugin.ts';
export type { PluginDefinition as Definition } from './definePlugin.ts';
export * from './selectors.ts';
export declare const openModal: (modalId: string) => import("../store/modals.ts").ModalAction;
`,
  );
  write(
    'src/sdk/definePlugin.d.ts',
    `import type { ComponentType } from 'react';
import type { HostState } from '../store/hostState.ts';
/** What a plugin contributes. */
export interface PluginDefinition {
    id: string;
    page?: ComponentType;
    prepare?: (state: HostState) => void;
}
declare const BRAND = "__brand";
export declare function definePlugin(definition: PluginDefinition): PluginDefinition & {
    [BRAND]: string;
};
export declare function definePlugin(id: string): PluginDefinition;
export {};
`,
  );
  write('src/sdk/selectors.d.ts', `import type { HostState } from '../store/hostState.ts';\nexport declare const selectLanguage: (state: HostState) => string;\n`);
  write('src/store/hostState.d.ts', `export interface HostState {\n    language: string;\n}\nexport declare const unrelated = 1;\n`);
  write('src/store/modals.d.ts', `export type ModalAction = {\n    type: 'modals/opened';\n    modalId: string;\n};\n`);

  it('lists every export with its declaration, sorted, then the project declarations they refer to', () => {
    expect(buildApiText(outDir, outDir)).toBe(`## Exports of @host/sdk

### Definition (type)

\`\`\`ts
interface PluginDefinition { id: string; page?: ComponentType; prepare?: (state: HostState) => void; }
\`\`\`

### definePlugin

\`\`\`ts
function definePlugin(definition: PluginDefinition): PluginDefinition & { [BRAND]: string; };
function definePlugin(id: string): PluginDefinition;
\`\`\`

### openModal

\`\`\`ts
const openModal: (modalId: string) => import("../store/modals.ts").ModalAction;
\`\`\`

### selectLanguage

\`\`\`ts
const selectLanguage: (state: HostState) => string;
\`\`\`

## Declarations they refer to (not exported)

### src/sdk/definePlugin.d.ts#BRAND

\`\`\`ts
const BRAND = "__brand";
\`\`\`

### src/store/hostState.d.ts#HostState

\`\`\`ts
interface HostState { language: string; }
\`\`\`

### src/store/modals.d.ts#ModalAction

\`\`\`ts
type ModalAction = { type: 'modals/opened'; modalId: string; };
\`\`\`
`);
  });

  it('changes when a type the SDK hands out changes, even one it does not export', () => {
    const before = buildApiText(outDir, outDir);
    write('src/store/hostState.d.ts', `export interface HostState {\n    language: string;\n    theme: number;\n}\n`);
    expect(buildApiText(outDir, outDir)).not.toBe(before);
  });
});
