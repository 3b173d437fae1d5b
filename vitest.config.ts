import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { HOST_MODULES } from './scripts/hostModules.ts';

const routerDom = fileURLToPath(new URL('./tests/support/reactRouterDom.ts', import.meta.url));
const routerEsm = fileURLToPath(new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url));
// One router instance, as in the browser: react-router-dom is what the browser gets for it, and react-router is its
// ESM build (Node would otherwise pick the CommonJS build, a second instance).
const shared = {
  resolve: {
    alias: [
      // Every host module but the kernel, from its source (the kernel is what the tests boot).
      ...Object.values(HOST_MODULES)
        .filter((module) => module !== HOST_MODULES.kernel)
        .map((module) => ({ find: module.specifier, replacement: fileURLToPath(new URL(module.entry, import.meta.url)) })),
      { find: /^react-router-dom$/, replacement: routerDom },
      { find: /^react-router$/, replacement: routerEsm },
    ],
  },
};

/**
 * Tests wait for events, never for a time; these limits only stop one that hangs. They are wide because on a busy
 * 2-core machine a file's first call starts its server (its PGlite copy, the seed check) and every sign-in checks an
 * scrypt hash, which together take seconds.
 */
const limits = { testTimeout: 20_000, hookTimeout: 30_000 };
/** What the browser-side (jsdom) projects set up first: waits for events bounded only by the test's limit. */
const jsdomSetup = ['tests/support/waitForEvents.ts', 'tests/support/jsdomMedia.ts'];

const pluginsDir = fileURLToPath(new URL('./plugins', import.meta.url));
/** Every plugin folder (one with a plugin.json) gets its own project, named by its id. */
const pluginIds = readdirSync(pluginsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(pluginsDir, entry.name, 'plugin.json')))
  .map((entry) => entry.name)
  .sort();

/**
 * One project per area, so `npx vitest --project info` runs one plugin's suite. A plugin's project runs its UI tests
 * in jsdom; its BFF tests (plugins/<id>/bff/) say `// @vitest-environment node` in their first line.
 */
export default defineConfig({
  test: {
    // One migrated PGlite for the run; each test file opens a copy (tests/support/databaseTemplate.ts).
    globalSetup: ['tests/support/databaseTemplate.ts'],
    // Vitest leaves a core free by default: on a 2-core machine that is one file at a time. Most files wait on their
    // servers and databases more than they compute, so every core runs one (the whole run 818 -> 644 s here).
    maxWorkers: availableParallelism(),
    projects: [
      { ...shared, test: { ...limits, name: 'kernel', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: jsdomSetup } },
      { ...shared, test: { ...limits, name: 'bff', include: ['bff/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'], environment: 'node' } },
      ...pluginIds.map((id) => ({ ...shared, test: { ...limits, name: id, include: [`plugins/${id}/**/*.test.{ts,tsx}`], environment: 'jsdom', setupFiles: jsdomSetup } })),
    ],
  },
});
