import { getConfig } from '@testing-library/react';
import { expect, it } from 'vitest';

// tests/support/waitForEvents.ts: a lazy page on a busy machine takes more than Testing Library's one second.
it('gives findBy and waitFor as long as a busy machine takes to load a lazy page, not one second', () => {
  expect(getConfig().asyncUtilTimeout).toBeGreaterThanOrEqual(10_000);
});
