import { afterEach, describe, expect, it } from 'vitest';
import type { RemoteViewReply } from '@host/sdk';
import { createRemoteAppRegistry } from './remoteAppRegistry.ts';

const replyOf = (appName: string, extra: Partial<RemoteViewReply> = {}): RemoteViewReply => ({ appName, title: appName, body: '<p>x</p>', ...extra });
const stylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
const linkTo = (href: string) => document.head.querySelector<HTMLLinkElement>(`link[href="${href}"]`)!;

function registryWithLog() {
  const logged: string[] = [];
  return { registry: createRemoteAppRegistry((message) => logged.push(message)), logged };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.adoptedStyleSheets = [];
});

describe('RemoteAppRegistry', () => {
  it("adds an app's stylesheet once for all its views, counts its views and components, and unloads it with the last", () => {
    const { registry } = registryWithLog();
    const reply = replyOf('info', { cssToLoad: ['/sys-ui/info.css'] });
    const releaseRules = registry.retain(reply, 1);
    const releaseAbout = registry.retain(reply, 0);
    expect(stylesheets()).toEqual(['/sys-ui/info.css']);
    expect(registry.apps.get('info')).toMatchObject({ views: 2, components: 1, meta: { cssToLoad: ['/sys-ui/info.css'] } });

    releaseRules();
    expect(registry.apps.get('info')).toMatchObject({ views: 1, components: 0 });
    expect(stylesheets()).toEqual(['/sys-ui/info.css']);

    releaseAbout();
    expect(registry.apps.get('info')).toBeUndefined();
    expect(stylesheets()).toEqual([]);
  });

  it('is loading until its stylesheets have loaded, then ready; an app without any is ready at once', () => {
    const { registry } = registryWithLog();
    registry.retain(replyOf('info', { cssToLoad: ['/a.css', '/b.css'] }), 0);
    expect(registry.apps.get('info')?.state).toBe('loading');
    linkTo('/a.css').dispatchEvent(new Event('load'));
    expect(registry.apps.get('info')?.state).toBe('loading');
    linkTo('/b.css').dispatchEvent(new Event('load'));
    expect(registry.apps.get('info')?.state).toBe('ready');

    registry.retain(replyOf('promo'), 0);
    expect(registry.apps.get('promo')?.state).toBe('ready');
  });

  it('is in error when a stylesheet fails (logged), and loads afresh after it was unloaded', () => {
    const { registry, logged } = registryWithLog();
    const reply = replyOf('info', { cssToLoad: ['/a.css'] });
    const release = registry.retain(reply, 0);
    linkTo('/a.css').dispatchEvent(new Event('error'));
    expect(registry.apps.get('info')?.state).toBe('error');
    expect(logged).toEqual(['app info: stylesheet failed']);

    release();
    registry.retain(reply, 0);
    expect(registry.apps.get('info')?.state).toBe('loading');
    expect(stylesheets()).toEqual(['/a.css']);
  });

  it('drops foreign assets, adopts the style once and takes it back, and never runs codeToEval', () => {
    const { registry, logged } = registryWithLog();
    const reply = replyOf('info', { style: '.x { color: red }', cssToLoad: ['https://elsewhere.example/a.css'], scriptsToLoad: ['/app.js'], codeToEval: 'window.ran = 1' });
    const first = registry.retain(reply, 0);
    const second = registry.retain(reply, 0);
    expect([stylesheets(), document.adoptedStyleSheets.length, document.head.querySelectorAll('script[src="/app.js"]').length]).toEqual([[], 1, 1]);
    expect(logged).toEqual(['app info: foreign asset dropped', 'app info: codeToEval not run (CSP)']);
    expect((window as { ran?: number }).ran).toBeUndefined();
    first();
    second();
    expect([document.adoptedStyleSheets.length, document.head.querySelectorAll('script').length]).toEqual([0, 0]);
  });

  it('keeps the apps apart', () => {
    const { registry } = registryWithLog();
    const releaseInfo = registry.retain(replyOf('info', { cssToLoad: ['/info.css'] }), 0);
    registry.retain(replyOf('promo', { cssToLoad: ['/promo.css'] }), 0);
    releaseInfo();
    expect([registry.apps.get('info'), registry.apps.get('promo')?.views, stylesheets()]).toEqual([undefined, 1, ['/promo.css']]);
  });
});
