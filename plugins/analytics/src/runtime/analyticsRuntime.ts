import { http, safeStorage, validateDocument } from '@host/sdk';
import type { AnalyticsService, AnalyticsSlots } from '../../contract/index.ts';
import type { AnalyticsConfigGroupReply, AnalyticsCounter, AnalyticsCountersReply, AnalyticsSettings } from '../../schemas/analyticsSettings.ts';
import { ANALYTICS_EVENT, OWN_ANALYTICS_EVENT } from '../analyticsConstants.ts';
import { createMarketingCounters } from '../counters/marketingCounters.ts';
import { validate_analyticsConfigGroupReply } from '../generated/validate_analyticsConfigGroupReply.js';
import { validate_analyticsCountersReply } from '../generated/validate_analyticsCountersReply.js';
import { Collector } from './collector.ts';
import { createLoginFlow, createRegistrationFlow } from './flows.ts';
import { scrubPersonalData } from './scrubPersonalData.ts';
import { sourceCodeOf } from './sourceCode.ts';
import { sendWebVitalsLater } from './webVitals.ts';

export const COLLECTOR_PATH = '/fatman-api';
const CONFIG_GROUP_URL = '/bff-api/config/group/get';
/** The page-metadata service's counters call (second document: by domain and project id). */
const COUNTERS_URL = '/seo-api/v1/counters';

export interface RuntimeEnvironment {
  language: () => string;
  /** The user id the page starts with. */
  userId: string | null;
  /** Whether the own collector is on now (the site flag, read at each event so an operator's switch holds at once). */
  collectorAvailable: () => boolean;
}

export interface AnalyticsRuntime extends AnalyticsService {
  /** Marketing cookies allowed or withdrawn: the third-party counters start or stop. */
  marketingAllowed(allowed: boolean): void;
  /** Sends what waits (the page is hidden or left). */
  flush(): void;
  stop(): void;
}

/** The domain's `analytics` config group; null when the domain has none (nothing is collected) or it fails. */
export async function loadAnalyticsSettings(language: string): Promise<AnalyticsSettings | null> {
  try {
    const reply = await http.request(`${CONFIG_GROUP_URL}?groups=analytics&lang=${encodeURIComponent(language)}`, {
      validate: (data) => validateDocument<AnalyticsConfigGroupReply>(validate_analyticsConfigGroupReply, data, 'analytics config group'),
      withoutToken: true,
    });
    return reply.data.analytics ?? null;
  } catch (error) {
    console.warn('[analytics] settings failed to load', error);
    return null;
  }
}

/**
 * The domain's analytics counters from the page-metadata service, their one source. A failed call is logged (second
 * document: "Counters failure | logged") and the site works on without third-party counters.
 */
export async function loadAnalyticsCounters(projectId: number | undefined): Promise<readonly AnalyticsCounter[]> {
  const query = new URLSearchParams({ domain: location.host });
  if (projectId !== undefined) query.set('projectId', String(projectId));
  try {
    const reply = await http.request(`${COUNTERS_URL}?${query}`, {
      validate: (data) => validateDocument<AnalyticsCountersReply>(validate_analyticsCountersReply, data, 'analytics counters'),
      withoutToken: true,
    });
    return reply.data;
  } catch (error) {
    console.warn('[analytics] counters failed to load', error);
    return [];
  }
}

/**
 * The analytics behind the service once loaded: every event is scrubbed of personal data, then goes to the
 * collector (`/fatman-api/{key}`, batched, sent on page hide) while the site allows it, and to the third-party
 * counters that marketing consent allows; the registration and login flows; the web vitals after load.
 */
export function createAnalyticsRuntime(settings: AnalyticsSettings, counterList: readonly AnalyticsCounter[], environment: RuntimeEnvironment): AnalyticsRuntime {
  let userId = environment.userId;
  const storage = safeStorage('localStorage');
  const collector = new Collector({
    url: `${COLLECTOR_PATH}/${encodeURIComponent(settings.collectorKey)}`,
    source: sourceCodeOf(settings.sourceCode),
    language: environment.language,
    userId: () => userId,
    storage,
  });
  const counters = createMarketingCounters(counterList, { cspScriptOrigins: settings.cspScriptOrigins ?? [], path: () => location.pathname });
  const track = (eventId: number, slots?: AnalyticsSlots) => {
    if (!Number.isInteger(eventId)) return;
    const scrubbed = scrubPersonalData(slots);
    if (environment.collectorAvailable()) collector.add(eventId, scrubbed);
    counters.track({ id: eventId, at: Date.now(), ...scrubbed });
  };
  const registration = createRegistrationFlow(track, storage);
  const login = createLoginFlow(track, storage);
  const flushOnHide = () => {
    if (document.visibilityState === 'hidden') collector.flush();
  };
  const flush = () => collector.flush();
  document.addEventListener('visibilitychange', flushOnHide);
  window.addEventListener('pagehide', flush);
  const stopVitals = sendWebVitalsLater((name, value) => track(OWN_ANALYTICS_EVENT.webVital, { strings: [name], numbers: [value] }));
  if (environment.collectorAvailable()) collector.resendStored();

  return {
    track,
    setUserId(next) {
      if (next === userId) return;
      // Events so far belong to the previous user.
      collector.flush();
      userId = next;
    },
    registrationOpened: registration.opened,
    registrationSubmitted: registration.submitted,
    registrationFailed: registration.failed,
    registrationDone: registration.done,
    registrationLeft: registration.left,
    loginTried: login.tried,
    loginFailed: login.failed,
    loginSucceeded: login.succeeded,
    captchaChecked: (accepted) => track(accepted ? ANALYTICS_EVENT.captchaOk : ANALYTICS_EVENT.captchaFailed),
    smsSent: (sent, errorCodes = []) => track(sent ? ANALYTICS_EVENT.smsSent : ANALYTICS_EVENT.smsFail, { strings: [...errorCodes] }),
    smsCodeAccepted: () => track(ANALYTICS_EVENT.correctCode),
    paymentsPageOpened: () => track(ANALYTICS_EVENT.paymentsPage),
    paymentStatusShown: (status) => track(ANALYTICS_EVENT.paymentsStatus, { strings: [status] }),
    betPlaced: ({ couponTypeId, betsCount, amount, currency }) =>
      track(ANALYTICS_EVENT.successfulBet, { strings: [currency], numbers: [couponTypeId, betsCount, amount] }),
    marketingAllowed: (allowed) => (allowed ? void counters.start() : counters.stop()),
    flush,
    stop() {
      collector.flush();
      counters.stop();
      stopVitals();
      document.removeEventListener('visibilitychange', flushOnHide);
      window.removeEventListener('pagehide', flush);
    },
  };
}
