import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './createServer.ts';
import { STATE_FOLDER } from './pluginErrorLog.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? 'localhost';
const testMode = process.env.BFF_TEST === '1';
const devMode = process.env.BFF_DEV === '1' || process.argv.includes('--dev');

// Test runs keep their plugin error reports in memory, out of the operator's log (state/).
const app = createServer({ root, testMode, devMode, stateDir: testMode ? undefined : join(root, STATE_FOLDER) });
const modes = [testMode && 'test mode', devMode && 'dev mode: plugin overrides on domains that allow them'].filter(Boolean);
app.listen({ port, host }).then(
  () => console.log(`reference BFF on http://localhost:${port}${modes.length > 0 ? ` (${modes.join(', ')})` : ''}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
