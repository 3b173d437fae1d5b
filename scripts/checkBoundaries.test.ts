import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBoundaries, checkFile, formatViolations, importCycles } from './checkBoundaries.ts';
import { moduleReferences } from './moduleSpecifiers.ts';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('import boundaries of this repository', () => {
  it('has no plugin importing outside its folder, no kernel importing a plugin, no BFF core importing plugin UI code', () => {
    const violations = checkBoundaries(projectRoot);
    expect(violations.length, `import boundary violations:\n${formatViolations(violations)}\n`).toBe(0);
  });
});

describe('the boundary checker', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'boundaries-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  };

  write(
    'plugins/a/src/index.ts',
    `import { definePlugin } from '@host/sdk';
import { useState } from 'react';
import { put } from 'redux-saga/effects';
import type { FromSchema } from 'json-schema-to-ts';
import { helper } from './helper.ts';
import routes from '../routes.json';
import { x } from '../../b/src/x.ts';
// import { y } from '../../b/src/y.ts';  (a comment is not an import)
const text = "import('../../../src/boot/App.tsx')";
export default definePlugin({ id: 'a', pages: { home: () => import('./Page.tsx') } });
`,
  );
  write('plugins/a/src/helper.ts', `export const helper = 1;\n`);
  write(
    'plugins/a/src/Page.tsx',
    `import { useTranslation } from '@host/sdk';
export default function Page() {
  return <p>Don't import it from 'anywhere' here</p>;
}
`,
  );
  write(
    'plugins/a/src/a.test.tsx',
    `import { describe, it } from 'vitest';
import { render } from '@testing-library/react';
import { createTestBff } from '../../../tests/support/bffFetch.ts';
`,
  );
  write(
    'plugins/a/bff/index.ts',
    `import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { defineBffModule } from '../../../bff/bffModule.ts';
`,
  );
  write('plugins/a/e2e/a.spec.ts', `import { test } from '../../../tests/e2e/fixtures.ts';\n`);
  write('plugins/b/src/x.ts', `export const x = 1;\n`);
  write(
    'src/kernel.ts',
    `import { createRoot } from 'react-dom/client';
import plugin from '../plugins/a/src/index.ts';
`,
  );
  write(
    'bff/core.ts',
    `import { mount } from '../plugins/a/bff/index.ts';
import { helper } from '../plugins/a/src/helper.ts';
`,
  );
  write('tests/support/bffFetch.ts', `export const createTestBff = () => null;\n`);

  it('finds exactly the deliberate cross-imports', () => {
    const violations = checkBoundaries(fixture).map(({ file, specifier, rule }) => ({ file, specifier, rule }));
    expect(violations).toEqual([
      { file: 'bff/core.ts', specifier: '../plugins/a/src/helper.ts', rule: 'bff-imports-plugin-ui' },
      { file: 'plugins/a/src/index.ts', specifier: '../../b/src/x.ts', rule: 'plugin-imports-outside-its-folder' },
      { file: 'src/kernel.ts', specifier: '../plugins/a/src/index.ts', rule: 'kernel-imports-plugin' },
    ]);
  });

  it('refuses in plugin code what only its tests or its BFF side may use', () => {
    const refused = (file: string, source: string) => checkFile(fixture, file, source).map(({ specifier }) => specifier);
    const source = `import { readFileSync } from 'node:fs';
import { describe } from 'vitest';
import { schema } from 'json-schema-to-ts';
import { createTestBff } from '../../../tests/support/bffFetch.ts';
import { domains } from '../../../bff/domainStore.ts';
import { kernel } from '../../../src/store/hostState.ts';
export { sports } from '../../sports/src/index.ts';
const lazy = () => import('lodash');
`;
    expect(refused('plugins/a/src/code.ts', source)).toEqual([
      'node:fs',
      'vitest',
      'json-schema-to-ts',
      '../../../tests/support/bffFetch.ts',
      '../../../bff/domainStore.ts',
      '../../../src/store/hostState.ts',
      '../../sports/src/index.ts',
      'lodash',
    ]);
    expect(refused('plugins/a/src/code.test.ts', source)).toEqual(['json-schema-to-ts', '../../../bff/domainStore.ts', '../../../src/store/hostState.ts', '../../sports/src/index.ts', 'lodash']);
    expect(refused('plugins/a/src/helpers.testing.ts', source)).toEqual(refused('plugins/a/src/code.test.ts', source));
    expect(refused('plugins/a/bff/code.ts', source)).toEqual([
      'vitest',
      'json-schema-to-ts',
      '../../../tests/support/bffFetch.ts',
      '../../../bff/domainStore.ts',
      '../../../src/store/hostState.ts',
      '../../sports/src/index.ts',
      'lodash',
    ]);
  });
});

describe('the BFF module contract and the tools', () => {
  const root = mkdtempSync(join(tmpdir(), 'bff-contract-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const refused = (file: string, source: string) => checkFile(root, file, source).map(({ specifier, rule }) => `${rule} ${specifier}`);

  it("lets a plugin's BFF module import of the BFF core only bff/bffModule.ts; its tests may use all of it", () => {
    const source = `import { defineBffModule, type Database } from '../../../bff/bffModule.ts';
import { hashString } from '../../../bff/seededRandom.ts';
import type { ScenarioState } from '../../../bff/domainStore.ts';
import { createServer } from '../../../bff/createServer.ts';
`;
    expect(refused('plugins/sports/bff/coupons.ts', source)).toEqual([
      'bff-module-imports-core-internals ../../../bff/seededRandom.ts',
      'bff-module-imports-core-internals ../../../bff/domainStore.ts',
      'bff-module-imports-core-internals ../../../bff/createServer.ts',
    ]);
    expect(refused('plugins/sports/bff/coupons.test.ts', source)).toEqual([]);
  });

  it("lets the tools take of a plugin only what it publishes, and the benchmarks measure its code but not its BFF side", () => {
    const source = `import analytics, { AnalyticsEventStore } from '../plugins/analytics/bff/index.ts';
import { eventsService } from '../plugins/analytics/contract/index.ts';
import type { SportEvent } from '../plugins/sports/schemas/sports.ts';
import { systemMaxWin } from '../plugins/sports/src/coupon/systemBet.ts';
import { CouponStore } from '../plugins/sports/bff/couponStore.ts';
`;
    expect(refused('scripts/operatorEvents.ts', source)).toEqual([
      'tool-imports-plugin-internals ../plugins/sports/src/coupon/systemBet.ts',
      'tool-imports-plugin-internals ../plugins/sports/bff/couponStore.ts',
    ]);
    expect(refused('bench/systemBet.ts', source)).toEqual(['tool-imports-plugin-internals ../plugins/sports/bff/couponStore.ts']);
    expect(refused('scripts/operatorEvents.test.ts', source)).toEqual([]);
  });
});

describe('published contracts (plugins/<id>/contract/)', () => {
  const root = mkdtempSync(join(tmpdir(), 'contracts-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const refused = (file: string, source: string) => checkFile(root, file, source).map(({ specifier, rule }) => `${rule} ${specifier}`);

  it("lets a plugin import another plugin's contract folder, and nothing else of that plugin", () => {
    const source = `import { accountsService, type Account } from '../../account/contract/index.ts';
import type { LimitsService } from '../../limits/contract/limits.ts';
import { signIn } from '../../account/src/signIn.ts';
import { wallets } from '../../account/bff/wallets.ts';
import schema from '../../account/schemas/index.ts';
import { sneaky } from '../../account/contracts/index.ts';
import { around } from '../../account/contract/../src/signIn.ts';
import { own } from '../contract/index.ts';
`;
    const others = [
      'plugin-imports-outside-its-folder ../../account/src/signIn.ts',
      'plugin-imports-outside-its-folder ../../account/bff/wallets.ts',
      'plugin-imports-outside-its-folder ../../account/schemas/index.ts',
      'plugin-imports-outside-its-folder ../../account/contracts/index.ts',
      'plugin-imports-outside-its-folder ../../account/contract/../src/signIn.ts',
    ];
    expect(refused('plugins/sports/src/code.ts', source)).toEqual(others);
    expect(refused('plugins/sports/src/code.test.ts', source)).toEqual(others);
    expect(refused('plugins/sports/bff/code.ts', source)).toEqual(others);
  });

  it('lets a contract import only its own contract folder, SDK types and the SDK makers of refs and events', () => {
    const source = `import { createEvent, createServiceRef, payload, type HostState } from '@host/sdk';
import type { Http, TokenProvider } from '@host/sdk';
import { sessionService } from './session.ts';
export { accountsEvents } from './events/accounts.ts';
import { http } from '@host/sdk';
import { createServiceRef as ref, useService } from '@host/sdk';
import * as sdk from '@host/sdk';
import '@host/sdk';
import { useState } from 'react';
import { selectAccounts } from '../src/accounts/accountsSelectors.ts';
import type { LimitsService } from '../../limits/contract/index.ts';
const later = () => import('@host/sdk');
`;
    expect(refused('plugins/account/contract/index.ts', source)).toEqual([
      'contract-imports-beyond-its-contract @host/sdk',
      'contract-imports-beyond-its-contract @host/sdk',
      'contract-imports-beyond-its-contract @host/sdk',
      'contract-imports-beyond-its-contract @host/sdk',
      'contract-imports-beyond-its-contract react',
      'contract-imports-beyond-its-contract ../src/accounts/accountsSelectors.ts',
      'contract-imports-beyond-its-contract ../../limits/contract/index.ts',
      'contract-imports-beyond-its-contract @host/sdk',
    ]);
  });

  it('keeps the kernel from importing a contract: src/ never imports a plugin', () => {
    expect(refused('src/boot/boot.ts', `import { sessionService } from '../../plugins/account/contract/index.ts';\n`)).toEqual([
      'kernel-imports-plugin ../../plugins/account/contract/index.ts',
    ]);
  });
});

describe('circles of imports', () => {
  const cycles = (files: Record<string, string>) => importCycles(new Map(Object.entries(files))).map(({ file, line, specifier, rule }) => `${rule} ${file}:${line} ${specifier}`);

  it('reports each circle once, on its first file, with the way round it; type-only and import() edges count', () => {
    expect(
      cycles({
        // a 3-file circle in the kernel through the SDK's entry, closed by a type-only import
        'src/store/slice.ts': `import { createEvent } from '@host/sdk';\n`,
        'src/sdk/index.ts': `export { createEvent } from './events.ts';\nexport type { HostState } from '../store/hostState.ts';\n`,
        'src/sdk/events.ts': `export const createEvent = () => null;\n`,
        'src/store/hostState.ts': `import type { SliceState } from './slice.ts';\n`,
        // a 2-file circle in a plugin, closed by import()
        'plugins/a/src/provider.ts': `\n\nconst load = () => import('./fetchFresh.ts');\n`,
        'plugins/a/src/fetchFresh.ts': `import type { Cookies } from './provider.ts';\n`,
        // a file that imports itself
        'plugins/b/src/self.ts': `export { x } from './self.ts';\n`,
      }),
    ).toEqual([
      'import-cycle plugins/a/src/fetchFresh.ts:1 src/fetchFresh.ts -> src/provider.ts -> src/fetchFresh.ts (2 files in the circle)',
      'import-cycle plugins/b/src/self.ts:1 src/self.ts -> src/self.ts (1 file in the circle)',
      'import-cycle src/sdk/index.ts:2 sdk/index.ts -> store/hostState.ts -> store/slice.ts -> sdk/index.ts (3 files in the circle)',
    ]);
  });

  it('sees no circle in a chain, between plugins, or through a package', () => {
    expect(
      cycles({
        'src/a.ts': `import { b } from './b.ts';\nimport { sdk } from '@host/sdk';\n`,
        'src/b.ts': `import { c } from './c.js';\n`,
        'src/c.ts': `export const c = 1;\n`,
        'src/sdk/index.ts': `export const sdk = 1;\n`,
        // plugins/a imports b's contract and b imports a's: each plugin alone has no circle
        'plugins/a/src/index.ts': `import { bRef } from '../../b/contract/index.ts';\n`,
        'plugins/a/contract/index.ts': `export const aRef = 1;\n`,
        'plugins/b/src/index.ts': `import { aRef } from '../../a/contract/index.ts';\nimport { definePlugin } from '@host/sdk';\n`,
        'plugins/b/contract/index.ts': `export const bRef = 1;\n`,
      }),
    ).toEqual([]);
  });
});

describe('the shared libraries built with a restricted API', () => {
  it('refuses a browser-side import of a name the shared module does not export, and not in tests or type positions', () => {
    const source = `import { connect, useSelector, type TypedUseSelectorHook } from 'react-redux';
import { useLoaderData as useData, useNavigate } from 'react-router-dom';
import type { Store } from 'redux';
export { bindActionCreators } from 'redux';
`;
    const refused = (file: string) => checkFile(projectRoot, file, source).filter(({ rule }) => rule === 'name-not-in-shared-api').map(({ specifier }) => specifier);
    expect(refused('plugins/a/src/code.ts')).toEqual(['react-redux#connect', 'react-router-dom#useLoaderData', 'redux#bindActionCreators']);
    expect(refused('src/ui/code.tsx')).toEqual(refused('plugins/a/src/code.ts'));
    expect(refused('plugins/a/src/code.test.ts')).toEqual([]);
    expect(refused('plugins/a/bff/code.ts')).toEqual([]);
  });
});

describe('reading module specifiers', () => {
  it('reads static, side-effect, re-export and dynamic imports, and knows the type-only ones', () => {
    const source = `import React, { useState } from 'react';
import type { A } from './a.ts';
import { type B, type C } from './b.ts';
import { type D, e } from './d.ts';
import './side.css';
import * as ns from "./ns.ts";
import {
  f,
  g,
} from './multi.ts';
export * from './star.ts';
export type { H } from './h.ts';
export { i as j } from './i.ts';
const page = () => import('./Page.tsx');
type T = typeof import('./t.ts');
let u: import('./u.ts').U;
`;
    expect(moduleReferences(source).map(({ specifier, kind, typeOnly, line }) => `${line} ${kind} ${specifier}${typeOnly ? ' (type)' : ''}`)).toEqual([
      '1 import react',
      '2 import ./a.ts (type)',
      '3 import ./b.ts (type)',
      '4 import ./d.ts',
      '5 import ./side.css',
      '6 import ./ns.ts',
      '7 import ./multi.ts',
      '11 export ./star.ts',
      '12 export ./h.ts (type)',
      '13 export ./i.ts',
      '14 dynamic ./Page.tsx',
      '15 dynamic ./t.ts (type)',
      '16 dynamic ./u.ts (type)',
    ]);
  });

  it('is not fooled by comments, strings, templates, regular expressions or JSX text', () => {
    const source = `import { a } from './a.ts';
/* import { b } from './b.ts'; */
// import('./c.ts')
const s = "import { d } from './d.ts'";
const t = \`
import { e } from './e.ts';
\${value}\`;
const r = /['"\`]import\\('.\\/f.ts'\\)/;
const glob = 'src/**/*.ts';
const el = <p>Don't import('./g.ts') it, it's fine</p>;
const late = () => import('./h.ts');
`;
    expect(moduleReferences(source).map(({ specifier }) => specifier)).toEqual(['./a.ts', './h.ts']);
  });
});
