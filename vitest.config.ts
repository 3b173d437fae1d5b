import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sdk = fileURLToPath(new URL('./src/sdk/index.ts', import.meta.url));
const shared = { resolve: { alias: { '@host/sdk': sdk } } };

/** One project per area, so `npx vitest --project info` runs one plugin's suite. */
export default defineConfig({
  test: {
    projects: [
      { ...shared, test: { name: 'kernel', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
      { ...shared, test: { name: 'bff', include: ['bff/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' } },
      { ...shared, test: { name: 'info', include: ['plugins/info/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
    ],
  },
});
