import { cleanup } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, expect, vi } from 'vitest';
import { createTestBff } from '../../../tests/support/bffFetch.ts';
import type { Payment } from '../schemas/payments.ts';

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

/** The demo player's main account (plugins/account/bff/users.json). */
const MAIN_ACCOUNT = '1000011';

/** A withdrawal of 100 from the demo player's main account, requested through the payments call as the page would. */
export async function requestWithdrawal(app: ReturnType<typeof createTestBff>, scenario: string, token: string): Promise<Payment> {
  const reply = await app.inject({
    method: 'POST',
    url: '/payments-api/v1/withdrawals',
    headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, authorization: `Bearer ${token}`, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
    payload: JSON.stringify({ methodId: 'card', accountId: MAIN_ACCOUNT, amount: 100 }),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return (reply.json() as { payment: Payment }).payment;
}
