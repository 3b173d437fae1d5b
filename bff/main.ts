import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './createServer.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? 'localhost';
const testMode = process.env.BFF_TEST === '1';

const app = createServer({ root, testMode });
app.listen({ port, host }).then(
  () => console.log(`reference BFF on http://localhost:${port}${testMode ? ' (test mode)' : ''}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
