import type { AnalyticsService } from '../contract/index.ts';

type Call = { [Method in keyof AnalyticsService]: { method: Method; args: Parameters<AnalyticsService[Method]> } }[keyof AnalyticsService];

const METHODS = [
  'track', 'setUserId', 'registrationOpened', 'registrationSubmitted', 'registrationFailed', 'registrationDone', 'registrationLeft',
  'loginTried', 'loginFailed', 'loginSucceeded', 'captchaChecked', 'smsSent', 'smsCodeAccepted', 'paymentsPageOpened', 'paymentStatusShown', 'betPlaced',
] as const satisfies ReadonlyArray<keyof AnalyticsService>;

/** Calls kept while the collector loads; past this many the oldest are dropped. */
export const QUEUED_CALLS_KEPT = 200;

export interface QueuedAnalytics {
  readonly service: AnalyticsService;
  /** The loaded collector: the queued calls are replayed to it, and later calls go straight to it. */
  attach(target: AnalyticsService): void;
  /** Back to queueing (the collector stopped). */
  detach(): void;
}

/**
 * The `analytics` service as the plugin's tiny entry provides it: every call returns at once and never throws. Until
 * the collector module has loaded, calls wait in a queue.
 */
export function createQueuedAnalytics(): QueuedAnalytics {
  let target: AnalyticsService | null = null;
  const queue: Call[] = [];
  const deliver = (call: Call) => {
    try {
      (target![call.method] as (...args: unknown[]) => void)(...call.args);
    } catch (error) {
      console.warn('[analytics] a tracking call failed', error);
    }
  };
  const service = Object.fromEntries(
    METHODS.map((method) => [
      method,
      (...args: unknown[]) => {
        const call = { method, args } as Call;
        if (target) return deliver(call);
        queue.push(call);
        if (queue.length > QUEUED_CALLS_KEPT) queue.shift();
      },
    ]),
  ) as unknown as AnalyticsService;
  return {
    service,
    attach(loaded) {
      target = loaded;
      for (const call of queue.splice(0)) deliver(call);
    },
    detach() {
      target = null;
    },
  };
}
