import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { createTestBff } from '../../../tests/support/bffFetch.ts';

/** The page chunks and the first calls; the whole suite on 2 cores makes that seconds. */
export const LOADED = { timeout: 15_000 };

/** The reference BFF for a file of office page tests: closed after the file, each test's render and spies undone after it. */
export function useOfficeTestBff() {
  const app = createTestBff();
  afterAll(() => app.close());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  return app;
}
