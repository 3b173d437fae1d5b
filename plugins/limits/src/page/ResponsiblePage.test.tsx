// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import type { Limit } from '../../schemas/limits.ts';
import en from '../../i18n/en.json';
import { SECONDS_PER_DAY } from '../limitsConstants.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LOAD_MS = 15_000;
const DEMO_USER = '100001';

/** The demo player on office/responsible, with the limits (and config) the scenario gives them. */
async function openPage(limits: unknown[] = [], config?: unknown, jurisdiction?: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const scenario = uniqueScenario('limits-page');
  await patchScenario(app, scenario, { limits: { userId: DEMO_USER, limits }, ...(jurisdiction ? { jurisdiction } : {}) });
  const session = await signIn(app);
  await renderHost(app, { path: '/en/office/responsible', plugins: ['account', 'limits'], scenario, cookie: session.cookie, config });
  await screen.findByRole('heading', { name: en.page_title }, { timeout: LOAD_MS });
  const serverLimits = async (): Promise<Limit[]> =>
    (await app.inject({ url: '/limit-service-api/api/external/web/v3/limits', headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, authorization: `Bearer ${session.token}` } })).json().limits;
  return { serverLimits };
}

const row = (limitType: number) => screen.getByTestId(`limit-${limitType}`);

describe('office/responsible', { timeout: 60_000 }, () => {
  it('is one step from the footer: the footer links to office/responsible, where a break comes first', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const session = await signIn(app);
    await renderHost(app, { path: '/en/', plugins: ['account', 'limits'], scenario: uniqueScenario('limits-footer'), cookie: session.cookie });
    const footer = await screen.findByRole('navigation', { name: 'About the site' }, { timeout: LOAD_MS });
    const link = within(footer).getByRole('link', { name: 'Limits and self-exclusion' });
    expect(link.getAttribute('href')).toBe('/en/office/responsible');
  });

  it('shows every limit group, a break first, each explained', async () => {
    await openPage();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([en.group_exclusion, en.group_deposit, en.group_wagering, en.group_loss, en.group_session]);
    for (const text of [en.group_exclusion_text, en.group_deposit_text, en.group_session_text]) expect(screen.getByText(text)).toBeTruthy();
    for (const limitType of [1, 2, 3, 10, 11, 12, 20, 21, 22, 31, 32]) expect(row(limitType)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.type_37 })).toBeTruthy();
  });

  it('sets a deposit limit from the offered values', async () => {
    const { serverLimits } = await openPage();
    const select = await waitFor(() => {
      const field = within(row(20)).getByRole('combobox') as HTMLSelectElement;
      expect(field.options.length).toBeGreaterThan(1);
      return field;
    }, { timeout: LOAD_MS });
    fireEvent.change(select, { target: { value: '5000' } });
    fireEvent.click(within(row(20)).getByRole('button', { name: en.save }));
    await waitFor(async () => expect(await serverLimits()).toEqual([expect.objectContaining({ limitType: 20, limitValue: 5000, limitState: 'ACTIVE' })]), { timeout: LOAD_MS });
    expect(await within(row(20)).findByText('Current: 5,000')).toBeTruthy();
  });

  it('shows a raised deposit limit waiting, and cancels the change within its window', async () => {
    const { serverLimits } = await openPage([{ limitType: 21, limitValue: 1000 }, { limitType: 21, limitValue: 20_000, limitState: 'PENDING', needApprove: true, startsIn: -60 }]);
    const cancel = await within(row(21)).findByRole('button', { name: en.cancel_pending }, { timeout: LOAD_MS });
    expect(within(row(21)).getByText(/Waiting: 20,000/)).toBeTruthy();
    fireEvent.click(cancel);
    await waitFor(() => expect(within(row(21)).queryByText(/Waiting/)).toBeNull());
    expect(await serverLimits()).toEqual([expect.objectContaining({ limitType: 21, limitValue: 1000, limitState: 'ACTIVE' })]);
  });

  it('offers no cancel once the 86 400 s window has passed', async () => {
    await openPage([{ limitType: 21, limitValue: 20_000, limitState: 'PENDING', needApprove: true, startsIn: -SECONDS_PER_DAY - 5 }]);
    await within(row(21)).findByText(/Waiting: 20,000/, {}, { timeout: LOAD_MS });
    expect(within(row(21)).queryByRole('button', { name: en.cancel_pending })).toBeNull();
  });

  it('under a profile whose cooling-off is 72 h (se), says so, and a raise asked two days ago still waits, cancellable, showing when it starts', async () => {
    const { serverLimits } = await openPage(
      [{ limitType: 21, limitValue: 1000 }, { limitType: 21, limitValue: 20_000, limitState: 'PENDING', needApprove: true, startsIn: -2 * SECONDS_PER_DAY }],
      undefined,
      'se',
    );
    expect(screen.getByText(en.page_intro.replace('{{hours}}', '72'))).toBeTruthy();
    const cancel = await within(row(21)).findByRole('button', { name: en.cancel_pending }, { timeout: LOAD_MS });
    const askedAt = (await serverLimits()).find((limit) => limit.limitState === 'PENDING')!.startedAt!;
    // In the player's time zone and clock (the preferences' defaults: UTC+3, 24 h), not the browser's.
    const startsAt = new Date((askedAt + 72 * 3600 + 3 * 3600) * 1000).toLocaleString('en', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short', hour12: false });
    expect(within(row(21)).getByText(`Waiting: 20,000 from ${startsAt}`, { exact: false })).toBeTruthy();
    // With the default 24 h it would be due now; on this domain no approval is asked for yet.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cancel.hasAttribute('disabled')).toBe(false);
  });

  it('self-excludes in one step and says the areas are closed, with its field disabled', async () => {
    const { serverLimits } = await openPage();
    const days = screen.getByLabelText(en.type_30);
    fireEvent.change(days, { target: { value: '7' } });
    const submit = screen.getByRole('button', { name: en.self_exclude });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(submit);
    expect((await screen.findByRole('status', {}, { timeout: LOAD_MS })).textContent).toContain(en.self_exclusion_active);
    // Its length: end minus start, divided by 86,400 (second document).
    expect(screen.getByRole('status').textContent).toContain('It lasts 7 days.');
    expect((await serverLimits()).find((limit) => limit.limitType === 30)).toMatchObject({ limitValue: 7, limitState: 'ACTIVE' });
    expect(screen.getByLabelText(en.type_30).hasAttribute('disabled')).toBe(true);
  });

  it('warns of a self-exclusion set but not started', async () => {
    await openPage([{ limitType: 30, limitValue: 7, startsIn: 3_600, lastsFor: 30 * SECONDS_PER_DAY }]);
    const status = await screen.findByRole('status', {}, { timeout: LOAD_MS });
    expect(status.textContent).toContain('Your self-exclusion starts on');
    expect(status.textContent).toContain('It lasts 30 days.');
  });

  it('lists the self-exclusion reasons only where the feature allows', async () => {
    await openPage();
    expect(screen.queryByLabelText(en.reason)).toBeNull();
    cleanup();
    await openPage([], { features: { selfExcludeReasons: true } });
    const reasons = await screen.findByLabelText(en.reason, {}, { timeout: LOAD_MS });
    expect(within(reasons).getByRole('option', { name: 'I want a break' })).toBeTruthy();
  });

  it('asks to approve a raised deposit limit when due, in a popup without a close, and applies the answer', async () => {
    const { serverLimits } = await openPage([{ limitType: 22, limitValue: 1000 }, { limitType: 22, limitValue: 20_000, limitState: 'PENDING', needApprove: true, startsIn: -SECONDS_PER_DAY }]);
    const popup = await screen.findByRole('alertdialog', { name: en.approval_title }, { timeout: LOAD_MS });
    expect(within(popup).getAllByRole('button').map((button) => button.textContent)).toEqual([en.approval_confirm, en.approval_reject]);
    fireEvent.click(within(popup).getByRole('button', { name: en.approval_confirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: LOAD_MS });
    expect(await serverLimits()).toEqual([expect.objectContaining({ limitType: 22, limitValue: 20_000, limitState: 'ACTIVE' })]);
  });
});
