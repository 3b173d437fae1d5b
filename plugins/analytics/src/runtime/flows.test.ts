import { describe, expect, it } from 'vitest';
import type { AnalyticsSlots } from '../../contract/index.ts';
import { ANALYTICS_EVENT, OWN_ANALYTICS_EVENT } from '../analyticsConstants.ts';
import { createLoginFlow, createRegistrationFlow } from './flows.ts';

function recorder() {
  const events: Array<{ id: number } & AnalyticsSlots> = [];
  return { events, track: (id: number, slots?: AnalyticsSlots) => events.push({ id, ...slots }) };
}

describe('the registration flow', () => {
  it('counts page calls, sends the leave event only when not done, and resets counter and time on done', () => {
    window.localStorage.clear();
    const { events, track } = recorder();
    let now = 0;
    const flow = createRegistrationFlow(track, window.localStorage, () => now);
    flow.opened();
    flow.left();
    flow.opened();
    flow.submitted({ type: 'full_reg', bonusId: 1 });
    flow.failed(['email_taken']);
    now = 42_000;
    flow.submitted({ type: 'full_reg', bonusId: 1 });
    flow.done();
    flow.left();
    expect(events).toEqual([
      { id: OWN_ANALYTICS_EVENT.registrationLeft, numbers: [1, 0] },
      { id: ANALYTICS_EVENT.registrationClick, strings: ['full_reg'], numbers: [2, 1] },
      { id: OWN_ANALYTICS_EVENT.registrationError, strings: ['email_taken'], numbers: [2] },
      { id: ANALYTICS_EVENT.registrationClick, strings: ['full_reg'], numbers: [2, 1] },
      { id: ANALYTICS_EVENT.successfulRegistration, strings: ['full_reg'], numbers: [2, 42] },
    ]);
    events.length = 0;
    flow.opened();
    flow.submitted({ type: 'full_reg', bonusId: 0 });
    flow.left();
    expect(events).toEqual([
      { id: ANALYTICS_EVENT.registrationClick, strings: ['full_reg'], numbers: [1, 0] },
      { id: OWN_ANALYTICS_EVENT.registrationLeft, numbers: [1, 0] },
    ]);
  });

  it('logs an unknown registration type, social network id and bonus id', () => {
    window.localStorage.clear();
    const { events, track } = recorder();
    createRegistrationFlow(track, window.localStorage).submitted({ type: 'magic_reg', bonusId: 7, socialNetworkId: 17 });
    expect(events.filter(({ id }) => id === OWN_ANALYTICS_EVENT.registrationUnknownValue).map(({ strings }) => strings)).toEqual([
      ['type', 'magic_reg'],
      ['bonus id', '7'],
      ['social network id', '17'],
    ]);
  });
});

describe('the login flow', () => {
  it('counts each click or forgot-password call and resets the counter on success', () => {
    window.localStorage.clear();
    const { events, track } = recorder();
    const flow = createLoginFlow(track, window.localStorage);
    flow.tried();
    flow.failed(['wrong_credentials']);
    flow.tried();
    flow.succeeded();
    flow.tried();
    expect(events).toEqual([
      { id: OWN_ANALYTICS_EVENT.loginClick, numbers: [1] },
      { id: OWN_ANALYTICS_EVENT.loginError, strings: ['wrong_credentials'], numbers: [1] },
      { id: OWN_ANALYTICS_EVENT.loginClick, numbers: [2] },
      { id: OWN_ANALYTICS_EVENT.loginSuccess, numbers: [2] },
      { id: OWN_ANALYTICS_EVENT.loginClick, numbers: [1] },
    ]);
  });
});
