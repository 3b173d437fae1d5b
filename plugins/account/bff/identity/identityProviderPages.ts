import { escapeHtml } from '../../../../bff/bffModule.ts';
import type { SocialNetwork } from '../../schemas/social.ts';
import { demoIdentitiesOf, type ProviderIdentity } from './demoIdentityProvider.ts';

export const CLIENT_SCRIPT_PATH = '/gsi/client';
export const FRAME_SCRIPT_PATH = '/gsi/frame.js';
export const STYLE_PATH = '/idp.css';

/** The names the chooser shows: the demo provider stands in for each network. */
export const NETWORK_NAMES: Record<SocialNetwork, string> = { google: 'Google', apple: 'Apple', telegram: 'Telegram' };

/**
 * The identity script a site's page loads on demand: the part of Google's `google.accounts.id` one-tap uses
 * (`initialize`, `prompt`, `cancel`), so that the page works with Google's own script too. `prompt` opens the
 * chooser in a frame of the provider; the frame hands the credential over by postMessage, which the script takes
 * only from that frame and the provider's origin.
 */
export const CLIENT_SCRIPT = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  var settings = null;
  var frame = null;
  function close() {
    if (frame) frame.remove();
    frame = null;
  }
  window.addEventListener('message', function (event) {
    if (!frame || event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data || {};
    if (data.type === 'credential' && typeof data.credential === 'string') {
      close();
      settings.callback({ credential: data.credential, select_by: 'user' });
    } else if (data.type === 'dismissed') close();
  });
  var id = {
    initialize: function (options) { settings = options; },
    prompt: function () {
      if (!settings || frame) return;
      frame = document.createElement('iframe');
      frame.id = 'credential_picker_iframe';
      frame.title = 'Sign in with Google';
      frame.src = origin + '/gsi/select?client_id=' + encodeURIComponent(settings.client_id) + '&origin=' + encodeURIComponent(location.origin);
      frame.style.cssText = 'position:fixed;top:12px;right:12px;width:360px;max-width:calc(100vw - 24px);height:320px;border:0;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.35);z-index:10000;background:#fff';
      document.body.appendChild(frame);
    },
    cancel: close,
  };
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = id;
})();
`;

/** The chooser frame's script: hands a credential (or the visitor's "close") to the page that opened it, and to no other origin. */
export const FRAME_SCRIPT = `(function () {
  var grant = document.getElementById('grant');
  if (grant) parent.postMessage({ type: 'credential', credential: grant.dataset.credential }, grant.dataset.origin);
  var dismiss = document.getElementById('dismiss');
  if (dismiss) dismiss.addEventListener('click', function () { parent.postMessage({ type: 'dismissed' }, dismiss.dataset.origin); });
})();
`;

export const STYLE = `body{font:15px/1.4 system-ui,sans-serif;margin:0;color:#202124;background:#fff}
main{max-width:26rem;margin:0 auto;padding:16px}
h1{font-size:1.1rem;margin:0 0 4px}
p{margin:0 0 12px;color:#5f6368;font-size:.9rem}
form{display:grid;gap:8px}
button{font:inherit;text-align:left;padding:10px 12px;border:1px solid #dadce0;border-radius:6px;background:#fff;cursor:pointer}
button:hover,button:focus-visible{background:#f1f3f4}
button small{display:block;color:#5f6368}
.secondary{text-align:center;margin-top:8px;width:100%}`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${STYLE_PATH}"></head><body><main>${body}</main><script src="${FRAME_SCRIPT_PATH}"></script></body></html>`;

const hidden = (fields: Record<string, string>) => Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`).join('');

const accountButtons = (identities: readonly ProviderIdentity[]) =>
  identities.map((identity) => `<button type="submit" name="subject" value="${escapeHtml(identity.subject)}">Continue as ${escapeHtml(identity.name)}<small>${escapeHtml(identity.email)}</small></button>`).join('');

const siteName = (origin: string) => new URL(origin).host;

/** One-tap's chooser, in the site's frame: the provider's accounts, and a close button. */
export function oneTapChooserHtml(clientId: string, siteOrigin: string, network: SocialNetwork): string {
  return page(
    `Sign in to ${siteName(siteOrigin)}`,
    `<h1>Sign in to ${escapeHtml(siteName(siteOrigin))} with ${NETWORK_NAMES[network]}</h1><p>Demo identity provider: it stands in for ${NETWORK_NAMES[network]}.</p>` +
      `<form method="post" action="/gsi/select">${hidden({ client_id: clientId, origin: siteOrigin })}${accountButtons(demoIdentitiesOf(network))}</form>` +
      `<button type="button" class="secondary" id="dismiss" data-origin="${escapeHtml(siteOrigin)}">Close</button>`,
  );
}

/** The page that hands a one-tap credential to the site's page that framed the chooser. */
export function oneTapGrantHtml(credential: string, siteOrigin: string): string {
  return page('Signing in', `<p id="grant" data-credential="${escapeHtml(credential)}" data-origin="${escapeHtml(siteOrigin)}">Signing in…</p>`);
}

/** A social network's sign-in page (OAuth's authorisation): the accounts to continue as, and a way back. */
export function authorizeHtml(fields: { client_id: string; network: SocialNetwork; redirect_uri: string; state: string }): string {
  const site = siteName(fields.redirect_uri);
  return page(
    `Sign in with ${NETWORK_NAMES[fields.network]}`,
    `<h1>Sign in to ${escapeHtml(site)} with ${NETWORK_NAMES[fields.network]}</h1><p>Demo identity provider: it stands in for ${NETWORK_NAMES[fields.network]}. ${escapeHtml(site)} will receive your name and e-mail address.</p>` +
      `<form method="post" action="/oauth/authorize">${hidden(fields)}${accountButtons(demoIdentitiesOf(fields.network))}<button type="submit" class="secondary" name="cancel" value="1">Cancel</button></form>`,
  );
}

/** What the provider answers a site it does not know, or a malformed request: a page, never a redirect. */
export function refusedHtml(reason: string): string {
  return page('Sign-in refused', `<h1>This sign-in cannot go on</h1><p>${escapeHtml(reason)}</p>`);
}
