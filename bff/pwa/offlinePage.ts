import { createHash } from 'node:crypto';
import type { DomainSettings } from '../domainStore.ts';
import { themeColourOf } from './pwaHead.ts';
import { escapeHtml } from '../escapeHtml.ts';

export interface OfflinePage {
  html: string;
  /** Its own policy: the page runs no script and allows only its inline style, by hash. */
  contentSecurityPolicy: string;
}

/**
 * The page the service worker answers a navigation with when the network is gone: plain HTML in the visitor's
 * language, no script, so it shows the same wherever it is cached.
 */
export function renderOfflinePage(domain: DomainSettings, lang: string, text: Readonly<Record<string, string>>): OfflinePage {
  const colour = themeColourOf(domain);
  const css = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1b1b;background:#f4f5f7}.offline{max-width:32rem;margin:20vh auto 0;padding:0 1.5rem;text-align:center}.offline__mark{display:inline-block;width:3rem;height:3rem;border-radius:50%;background:${colour}}.offline__retry{display:inline-block;margin-top:1rem;padding:.6rem 1.4rem;border-radius:.4rem;background:${colour};color:#fff;text-decoration:none}`;
  const company = escapeHtml(domain.config.site.companyName);
  const html =
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${company}</title><style>${css}</style></head><body><main class="offline">` +
    `<span class="offline__mark" aria-hidden="true"></span><h1>${escapeHtml(text.offline_title ?? '')}</h1><p>${escapeHtml(text.offline_text ?? '')}</p>` +
    `<a class="offline__retry" href="/${escapeHtml(lang)}/">${escapeHtml(text.offline_retry ?? '')}</a></main></body></html>`;
  const cssHash = createHash('sha256').update(css).digest('base64');
  return { html, contentSecurityPolicy: `default-src 'none'; style-src 'sha256-${cssHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'` };
}
