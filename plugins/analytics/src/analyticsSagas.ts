import { type Consent, type ConsentChoices, type HostState, loggedOut, preferencesChanged, selectLanguage, selectPreferences, selectSiteConfig, selectUserId, userIdentified } from '@host/sdk';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, fork, select, take, takeEvery } from 'redux-saga/effects';
import { analyticsQueue } from './analyticsQueue.ts';
import { loadConsent } from './loadConsent.ts';

type RuntimeModule = typeof import('./runtime/analyticsRuntime.ts');
type Runtime = ReturnType<RuntimeModule['createAnalyticsRuntime']>;

/**
 * The site flag `isFatmanAnalyticsAvailable` (first document 3): false turns the own collector off, and the config
 * is live, so it is read at each event; absent (or anything but false) leaves it on. The kernel passes site flags it
 * does not read through unvalidated, so only a boolean false counts.
 */
const collectorAvailableIn = (state: HostState) =>
  (selectSiteConfig(state)?.site as { isFatmanAnalyticsAvailable?: unknown } | undefined)?.isFatmanAnalyticsAvailable !== false;

const consentChanges = (consent: Consent): EventChannel<ConsentChoices> => eventChannel((emit) => consent.subscribe(emit));

/** Marketing counters follow the consent: started when it is given, stopped when it is withdrawn. */
function* followMarketingConsent(consent: Consent, runtime: Runtime) {
  runtime.marketingAllowed(consent.read()?.marketing === true);
  const changes: EventChannel<ConsentChoices> = yield call(consentChanges, consent);
  try {
    while (true) {
      const choices: ConsentChoices = yield take(changes);
      runtime.marketingAllowed(choices.marketing);
    }
  } finally {
    changes.close();
  }
}

/** The panel and window-width cookies, while functional cookies are allowed (second document, Panels). */
function* keepFunctionalCookies(consent: Consent) {
  const readPanels = () => {
    const preferences = selectPreferences(analyticsQueue.host!.getState());
    return { leftHidden: preferences.leftSectionDisplayState === 1, rightHidden: preferences.rightSectionDisplayState === 1 };
  };
  const cookies = consent.keepFunctionalCookies(readPanels);
  try {
    yield takeEvery(preferencesChanged.match, () => cookies.panelsChanged());
    yield take(() => false);
  } finally {
    cookies.stop();
  }
}

/**
 * Loads the collector as soon as the plugin is activated (its time comes from the kernel, plugin.json `deferral`),
 * hands it the queued calls, and runs it until the plugin is deactivated.
 */
export function* analyticsSaga() {
  const consent: Consent = yield call(loadConsent);
  yield fork(keepFunctionalCookies, consent);
  const runtimeModule: RuntimeModule = yield call(() => import('./runtime/analyticsRuntime.ts'));
  const language: string = yield select(selectLanguage);
  const settings: Awaited<ReturnType<RuntimeModule['loadAnalyticsSettings']>> = yield call(runtimeModule.loadAnalyticsSettings, language);
  // A domain without analytics collects nothing: its counters are not even asked for.
  if (!settings) return;
  const projectId: number | undefined = yield select((state: HostState) => selectSiteConfig(state)?.site.refId);
  const counters: Awaited<ReturnType<RuntimeModule['loadAnalyticsCounters']>> = yield call(runtimeModule.loadAnalyticsCounters, projectId);
  // The queue is the plugin's service, which the kernel makes after starting the sagas: read it once loaded.
  const queue = analyticsQueue.current;
  if (!queue) return;
  const userId: string | null = yield select(selectUserId);
  const runtime = runtimeModule.createAnalyticsRuntime(settings, counters, {
    language: () => selectLanguage(analyticsQueue.host!.getState()),
    userId,
    collectorAvailable: () => collectorAvailableIn(analyticsQueue.host!.getState()),
  });
  queue.attach(runtime);
  try {
    yield fork(followMarketingConsent, consent, runtime);
    yield takeEvery(userIdentified.match, ({ userId: identified }: ReturnType<typeof userIdentified>) => runtime.setUserId(identified));
    yield takeEvery(loggedOut.match, () => runtime.setUserId(null));
    yield take(() => false);
  } finally {
    if ((yield cancelled()) as boolean) {
      queue.detach();
      runtime.stop();
    }
  }
}

/** The analytics plugin's sagas, fetched when the kernel starts sagas (see definePlugin's `sagas`). */
export default [analyticsSaga];
