// `npm run test:plugin -- <id>`: one plugin's suites, for its testers: its vitest project, then a fresh build and its
// end-to-end suites (those tagged @<id>) on the mobile and desktop projects. Stops at the first step that fails and
// exits with its code.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PATHS, pluginIds } from '../rspack.config.ts';

export interface TestStep {
  /** What the step is, as the run announces it. */
  title: string;
  command: string;
  args: string[];
}

/** The Playwright projects every plugin's suites run on (playwright.config.ts). */
export const E2E_PROJECTS = ['mobile', 'desktop'] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the tag `@<id>` in a test's title, not a longer tag that starts with it (`@promo` is not `@promo-wheel`). */
export const tagPattern = (id: string) => `@${escapeRegExp(id)}(?![\\w-])`;

/** The steps of `test:plugin` for plugin `id`; throws for an id that is no plugin folder. */
export function pluginTestSteps(id: string, pluginsDir = DEFAULT_PATHS.pluginsDir): TestStep[] {
  const known = pluginIds(pluginsDir);
  if (!id) throw new Error(`usage: npm run test:plugin -- <id> (plugins: ${known.join(', ')})`);
  if (!known.includes(id)) throw new Error(`no plugin "${id}" (known: ${known.join(', ')})`);
  return [
    { title: `unit suites of ${id}`, command: 'npx', args: ['vitest', 'run', '--project', id, '--passWithNoTests'] },
    { title: 'Chromium for the end-to-end suites', command: 'bash', args: ['scripts/ensure-chromium.sh'] },
    { title: 'build', command: process.execPath, args: ['--import', 'tsx', 'scripts/build.ts'] },
    {
      title: `end-to-end suites tagged @${id}`,
      command: 'npx',
      args: ['playwright', 'test', '--grep', tagPattern(id), ...E2E_PROJECTS.flatMap((project) => ['--project', project]), '--pass-with-no-tests'],
    },
  ];
}

function main(): number {
  const [id = '', ...rest] = process.argv.slice(2);
  let steps: TestStep[];
  try {
    if (rest.length > 0) throw new Error('usage: npm run test:plugin -- <id>');
    steps = pluginTestSteps(id);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 2;
  }
  for (const { title, command, args } of steps) {
    console.log(`== ${title}`);
    const { status, error } = spawnSync(command, args, { stdio: 'inherit', cwd: fileURLToPath(new URL('..', import.meta.url)) });
    if (error) console.error(error.message);
    if (status !== 0) return status ?? 1;
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main());
