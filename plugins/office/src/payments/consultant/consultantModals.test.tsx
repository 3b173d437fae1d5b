// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uniqueScenario } from '../../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../../tests/support/renderHost.tsx';
import { LOADED, useOfficeTestBff } from '../../useOfficeTestBff.testing.ts';
import en from '../../../i18n/en.json';
import { SUPPORT_REQUEST_HISTORY_MODAL, USER_QUESTION_MODAL } from './consultantModals.ts';

const app = useOfficeTestBff();

async function open(path: string, signedIn = true) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const session = signedIn ? await signIn(app) : undefined;
  const { host } = await renderHost(app, { path, plugins: ['account', 'office'], scenario: uniqueScenario('office-consultant-modals'), cookie: session?.cookie });
  return () => host.router.state.location;
}

const modal = (id: string) => screen.findByRole('dialog', {}, LOADED).then((dialog) => (expect(dialog.getAttribute('data-modal')).toBe(id), dialog));

describe('the support modals of the payment consultant (first document 2.10)', { timeout: 60_000 }, () => {
  it('user-question: opened by its query, on the topic it names; the question sent shows among the requests', async () => {
    const location = await open(`/en/office/payment/requests?${USER_QUESTION_MODAL}=withdrawal`);
    const dialog = await modal(USER_QUESTION_MODAL);
    const topic = (await within(dialog).findByRole('combobox', { name: en.pay_consultant_topic }, LOADED)) as HTMLSelectElement;
    expect(topic.value).toBe('withdrawal');
    fireEvent.change(within(dialog).getByRole('textbox', { name: en.pay_consultant_message }), { target: { value: 'When is my withdrawal paid?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: en.pay_consultant_send }));
    expect((await screen.findByTestId('pay-consultant-requests', {}, LOADED)).textContent).toContain('When is my withdrawal paid?');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(`${location().pathname}${location().search}`).toBe('/en/office/payment/requests');
  });

  it('user-question: opened from the requests page by its button', async () => {
    await open('/en/office/payment/requests');
    fireEvent.click(await screen.findByRole('button', { name: en.pay_consultant_quick_question }, LOADED));
    const dialog = await modal(USER_QUESTION_MODAL);
    expect(await within(dialog).findByRole('combobox', { name: en.pay_consultant_topic }, LOADED)).toBeTruthy();
  });

  it('support-request-history: the player\'s requests in a modal, from the question form or by its query', async () => {
    await open('/en/office/payment/create-request/general');
    fireEvent.click(await screen.findByRole('button', { name: en.pay_consultant_requests }, LOADED));
    const dialog = await modal(SUPPORT_REQUEST_HISTORY_MODAL);
    expect(await within(dialog).findByText(en.pay_consultant_no_requests, {}, LOADED)).toBeTruthy();
  });

  it('asks a visitor to sign in rather than load the consultant', async () => {
    await open(`/en/bonus/rules?${SUPPORT_REQUEST_HISTORY_MODAL}`, false);
    const dialog = await modal(SUPPORT_REQUEST_HISTORY_MODAL);
    expect(await within(dialog).findByRole('button', { name: en.pay_consultant_sign_in }, LOADED)).toBeTruthy();
  });
});
