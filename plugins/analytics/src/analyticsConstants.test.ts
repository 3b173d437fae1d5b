import { describe, expect, it } from 'vitest';
import pluginJson from '../plugin.json' with { type: 'json' };
import { ANALYTICS_EVENT, ANALYTICS_STORAGE_EXPIRY_MS, MESSENGER_SOURCE_CODE, METRICS_SEND_DELAY_MS } from './analyticsConstants.ts';

describe('the analytics constants of the second document (section 9)', () => {
  it('loads 10 000 ms after start (at once on the registration page), keeps unsent events 24 hours and sends the metrics 10 000 ms after load', () => {
    expect(pluginJson).toMatchObject({ activation: 'deferred', deferral: { afterMs: 10_000, activatingCalls: ['registrationOpened'] } });
    expect(ANALYTICS_STORAGE_EXPIRY_MS).toBe(86_400_000);
    expect(METRICS_SEND_DELAY_MS).toBe(10_000);
    expect(MESSENGER_SOURCE_CODE).toBe(119);
  });

  it('has the event ids', () => {
    expect(ANALYTICS_EVENT).toEqual({
      registrationClick: 1000,
      smsSent: 1247,
      correctCode: 1252,
      smsFail: 1253,
      successfulRegistration: 1255,
      successfulBet: 10000,
      paymentsStatus: 10001,
      paymentsPage: 10002,
      captchaOk: 10190,
      captchaFailed: 10191,
    });
  });
});
