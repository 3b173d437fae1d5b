import type { AnalyticsCounter } from '../../schemas/analyticsSettings.ts';
import type { CollectedEvent } from '../runtime/collector.ts';

/** A third-party counter while marketing cookies are allowed: it gets the (scrubbed) events, and stops. */
export interface CounterAdapter {
  track(event: CollectedEvent): void;
  stop(): void;
}

export interface AdapterContext {
  /** Origins the site's CSP allows scripts from besides its own. */
  cspScriptOrigins: readonly string[];
  path: () => string;
}

/** Whether the site's Content-Security-Policy lets a script from this URL run (`script-src 'self'` plus the listed origins). */
export function scriptAllowedByCsp(url: string, cspScriptOrigins: readonly string[]): boolean {
  try {
    const { origin } = new URL(url, location.href);
    return origin === location.origin || cspScriptOrigins.includes(origin);
  } catch {
    return false;
  }
}

/**
 * What the six adapters share: the vendor's script (only where the CSP allows it, removed again on stop), the
 * vendor's command queue on `window` (`dataLayer`, `fbq`…) and, where the counter names one, its hits sent to the
 * endpoint (the demo's stand-ins in the reference BFF).
 */
export function createCounterAdapter(
  name: string,
  counter: AnalyticsCounter,
  context: AdapterContext,
  toCommand: (event: CollectedEvent) => unknown,
): CounterAdapter {
  const queueName = `__analytics_${name}`;
  const globals = window as unknown as Record<string, unknown[] | undefined>;
  const queue = (globals[queueName] ??= []);
  let script: HTMLScriptElement | null = null;
  if (counter.scriptUrl) {
    if (scriptAllowedByCsp(counter.scriptUrl, context.cspScriptOrigins)) {
      script = document.createElement('script');
      script.src = counter.scriptUrl;
      script.async = true;
      script.dataset.analyticsCounter = name;
      document.head.append(script);
    } else {
      console.warn(`[analytics] ${name}: the site's CSP does not allow its script`, counter.scriptUrl);
    }
  }
  const hit = (payload: unknown) => {
    queue.push(payload);
    if (!counter.endpoint) return;
    try {
      navigator.sendBeacon(counter.endpoint, new Blob([JSON.stringify({ counter: counter.id, payload })], { type: 'text/plain' }));
    } catch (error) {
      console.warn(`[analytics] ${name}: a hit failed`, error);
    }
  };
  hit({ kind: 'pageview', path: context.path() });
  return {
    track: (event) => hit(toCommand(event)),
    stop() {
      script?.remove();
      delete globals[queueName];
    },
  };
}
