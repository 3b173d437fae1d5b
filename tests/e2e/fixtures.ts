import { test as base, expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export interface Scenario {
  id: string;
  /** Changes what the BFF answers to this test only (config patches, faults, plugin overrides…). */
  set(patch: Record<string, unknown>): Promise<void>;
}

interface Fixtures {
  scenario: Scenario;
  cspViolations: string[];
}

/**
 * Every test runs in its own BFF scenario (a cookie names it), so parallel tests never see each other's faults,
 * and fails if any page it visited reported a Content-Security-Policy violation.
 */
export const test = base.extend<Fixtures>({
  scenario: async ({ context, baseURL, request }, use) => {
    const id = randomUUID();
    // Every test is a visitor who has already answered the cookie notice, except the notice's own test.
    await context.addCookies([
      { name: 'bff_scenario', value: id, url: baseURL! },
      { name: 'cookies_agree', value: '1', url: baseURL! },
    ]);
    await use({
      id,
      async set(patch) {
        const reply = await request.post(`/bff-test/scenario/${id}`, { data: patch });
        expect(reply.ok(), await reply.text()).toBe(true);
      },
    });
    await request.delete(`/bff-test/scenario/${id}`);
  },
  cspViolations: async ({ context }, use) => {
    const violations: string[] = [];
    await context.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    context.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    await use(violations);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  page: async ({ page, cspViolations, scenario }, use) => {
    void cspViolations;
    void scenario;
    await use(page);
  },
});

export { expect };

/** Waits until the kernel has booted (its test-mode handle exists); a server-rendered page shows content before. */
export function hostReady(page: Page) {
  return page.waitForFunction(() => 'store' in ((window as unknown as { __host?: object }).__host ?? {}));
}

/** The kernel's plugin record, read through the test-mode handle. */
export async function pluginRecord(page: Page, pluginId: string) {
  await hostReady(page);
  return page.evaluate((id) => {
    const host = (window as unknown as { __host?: { store: { getState(): { plugins: Record<string, unknown> } } } }).__host;
    return host?.store.getState().plugins[id] ?? null;
  }, pluginId);
}

/** Asks the kernel to look for a new manifest now (what it does each minute and when the page becomes visible). */
export async function reloadManifest(page: Page) {
  await hostReady(page);
  return page.evaluate(() => (window as unknown as { __host: { watcher: { check(): Promise<void> } } }).__host.watcher.check());
}
