// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import en from '../../i18n/en.json';
import { AGE_CONFIRMATION_DAYS, AGE_CONFIRMATION_KEY, AGE_CONFIRMATION_MODAL, isAgeConfirmed, rememberAgeConfirmed } from './ageConfirmationRecord.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const DAY_MS = 86_400_000;
const storageWith = (value: string | null) => ({ getItem: () => value });

describe('the age-confirmation record (first document 4.3)', () => {
  it('holds 3 days in persistent storage, for the session in session storage', () => {
    expect(AGE_CONFIRMATION_DAYS).toBe(3);
    const memory = new Map<string, string>();
    rememberAgeConfirmed({ setItem: (key, value) => memory.set(key, value) }, 1_000);
    const stored = storageWith(memory.get(AGE_CONFIRMATION_KEY)!);
    expect(isAgeConfirmed(stored, { storage: 'local' }, 1_000 + 3 * DAY_MS - 1)).toBe(true);
    expect(isAgeConfirmed(stored, { storage: 'local' }, 1_000 + 3 * DAY_MS)).toBe(false);
    expect(isAgeConfirmed(stored, { storage: 'session' }, 1_000 + 30 * DAY_MS)).toBe(true);
  });

  it('counts no record, a corrupt one or one from the future as no confirmation', () => {
    for (const value of [null, '{', '{"confirmedAt":"yesterday"}', '{"confirmedAt":5000}']) {
      expect(isAgeConfirmed(storageWith(value), { storage: 'session' }, 1_000), String(value)).toBe(false);
    }
  });
});

/** The home page of a scenario whose jurisdiction group asks for the gate (`storage`). */
async function visit(scenario: string, storage: 'local' | 'session', show = true) {
  return renderHost(app, { path: '/en/information/about', plugins: ['account'], scenario, config: { jurisdiction: { ageConfirmation: { show, storage } } } });
}
/** The gate's modal, once its words have come with the account's lazy chunk. */
async function gate() {
  const dialog = (await screen.findAllByRole('dialog')).find((candidate) => candidate.getAttribute('data-modal') === AGE_CONFIRMATION_MODAL);
  expect(dialog, 'the age-confirmation modal').toBeDefined();
  await within(dialog!).findByRole('heading', { name: en.age_confirmation_title.replace('{{age}}', '18') }, { timeout: 15_000 });
  return dialog!;
}
const modalsOf = (host: Awaited<ReturnType<typeof visit>>['host']) => host.store.getState().modals;

describe('the age-confirmation gate', { timeout: 30_000 }, () => {
  it('asks where the profile says so; "Yes" is remembered, so the next visit is not asked', async () => {
    const scenario = uniqueScenario('age-gate');
    const first = await visit(scenario, 'local');
    fireEvent.click(within(await gate()).getByRole('button', { name: en.age_confirmation_yes.replace('{{age}}', '18') }));
    await waitFor(() => expect(modalsOf(first.host)).not.toContain(AGE_CONFIRMATION_MODAL));
    expect(localStorage.getItem(AGE_CONFIRMATION_KEY)).toMatch(/^\{"confirmedAt":\d+\}$/);
    cleanup();
    // The sagas have run when the host is rendered: a gate to ask would be open by now.
    const again = await visit(scenario, 'local');
    expect(modalsOf(again.host)).not.toContain(AGE_CONFIRMATION_MODAL);
  });

  it('"No" stores nothing and keeps the site closed: closing the gate, answered or not, leaves it open', async () => {
    const { host } = await visit(uniqueScenario('age-gate-no'), 'session');
    fireEvent.click(within(await gate()).getByRole('button', { name: 'Close' }));
    // Unanswered: asked again.
    fireEvent.click(within(await gate()).getByRole('button', { name: en.age_confirmation_no }));
    const refusal = en.age_confirmation_refused.replace('{{age}}', '18');
    expect(within(await gate()).getByRole('alert').textContent).toBe(refusal);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(within(await gate()).getByRole('alert').textContent).toBe(refusal);
    expect(modalsOf(host)).toContain(AGE_CONFIRMATION_MODAL);
    expect(sessionStorage.getItem(AGE_CONFIRMATION_KEY)).toBeNull();
  });

  it('is not asked where the profile does not ask for it', async () => {
    const { host } = await visit(uniqueScenario('age-gate-off'), 'local', false);
    expect(modalsOf(host)).not.toContain(AGE_CONFIRMATION_MODAL);
  });
});
