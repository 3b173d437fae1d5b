/** Where the game page's script and style are served on the games origin (never inline: the page's CSP allows none). */
export const GAME_SCRIPT_PATH = '/play-assets/slot.js';
export const GAME_STYLE_PATH = '/play-assets/slot.css';

export const GAME_STYLE = `*{box-sizing:border-box}html,body{margin:0;height:100%}body{font-family:system-ui,sans-serif;background:#1b0f2e;color:#fff;display:flex;align-items:center;justify-content:center}
.slot{width:min(100%,520px);padding:16px;text-align:center}.slot__title{font-size:1.4rem;margin:0 0 8px}.slot__demo{margin:0 0 8px;color:#ffd479}
.slot__reels{display:flex;gap:8px;justify-content:center;margin:12px 0}.slot__reel{width:30%;aspect-ratio:1;display:flex;align-items:center;justify-content:center;font-size:3rem;background:#fff;color:#1b0f2e;border-radius:12px}
.slot__reels--turning .slot__reel{animation:turn .2s linear infinite}@keyframes turn{from{transform:translateY(-6%)}to{transform:translateY(6%)}}
@media (prefers-reduced-motion:reduce){.slot__reels--turning .slot__reel{animation:none;opacity:.6}}
.slot__controls{display:flex;gap:8px;justify-content:center;flex-wrap:wrap;align-items:center}select,button{font:inherit;padding:10px 16px;border-radius:8px;border:0}
.slot__stake{display:flex;flex-direction:column;gap:4px}.slot__figures{margin:0;font-size:.8rem;color:#e8dcff}
#spin{background:#ffb400;color:#1b0f2e;font-weight:700;min-width:120px}#spin:disabled{opacity:.5}#exit,#autoplay{background:#3d2a5c;color:#fff}.slot__status{min-height:1.5em}
.slot__net{margin:4px 0}body.closed .slot__controls{display:none}`;

/**
 * The slot's script. It talks to the site only by postMessage to the launch's site origin (never "*"), and takes
 * only `{ source: 'casino-site', type: 'close' }` from that origin; spins go to its own origin. The iframe may be
 * sandboxed without allow-same-origin, so its requests come from an opaque origin: the spin call is a simple
 * request (text/plain), answered with CORS for that opaque origin.
 *
 * Pacing (the domain's profile, in data attributes): the reels turn for at least `minSpinMs` (REEL_MS where there is
 * no minimum; none with quick spin), and the spin button stays disabled until `intervalMs` after the reply came
 * (never sooner than the server, which counts from the request, allows the next spin); autoplay, where offered,
 * spins AUTOPLAY_SPINS times on these terms and stops at a refusal.
 */
export const GAME_SCRIPT = `(function () {
  'use strict';
  var REEL_MS = 400;
  var AUTOPLAY_SPINS = 10;
  var data = document.body.dataset;
  var siteOrigin = data.siteOrigin;
  var currency = data.currency;
  var balance = Number(data.balance);
  var net = Number(data.net);
  var minSpinMs = Number(data.minSpinMs) || 0;
  var intervalMs = Number(data.intervalMs) || 0;
  var closed = false;
  var busy = false;
  var autoLeft = 0;
  var GLYPHS = { cherry: '\\u{1F352}', lemon: '\\u{1F34B}', bell: '\\u{1F514}', star: '\\u2B50', seven: '7', diamond: '\\u{1F48E}' };
  var reelBox = document.querySelector('.slot__reels');
  var reels = document.querySelectorAll('[data-reel]');
  var stake = document.getElementById('stake');
  var spin = document.getElementById('spin');
  var exit = document.getElementById('exit');
  var autoplay = document.getElementById('autoplay');
  var quick = document.getElementById('quick-spin');
  var status = document.getElementById('status');
  var balanceOut = document.getElementById('balance');
  var netOut = document.getElementById('net');
  var money = new Intl.NumberFormat(data.lang, { style: 'currency', currency: currency });
  var signed = new Intl.NumberFormat(data.lang, { style: 'currency', currency: currency, signDisplay: 'exceptZero' });
  var tell = function (message) { if (window.parent !== window) window.parent.postMessage(message, siteOrigin); };
  var show = function () {
    balanceOut.textContent = money.format(balance / 100);
    if (netOut) netOut.textContent = signed.format(net / 100);
  };
  var later = function (ms) { return new Promise(function (resolve) { setTimeout(resolve, Math.max(0, ms)); }); };
  var stopAutoplay = function () {
    autoLeft = 0;
    if (autoplay) autoplay.textContent = data.textAutoplay;
  };
  var close = function () {
    closed = true;
    stopAutoplay();
    document.body.classList.add('closed');
    spin.disabled = true;
    status.textContent = data.textClosed;
  };
  var refusal = function (error) {
    var code = error && error.code;
    if (code === 'insufficient_balance') return data.textNoMoney;
    if (code === 'gambling_restricted') return data.textRestricted;
    if (code === 'wagering_limit_exceeded' || code === 'loss_limit_exceeded') return data.textOverLimit;
    if (code === 'session_ended') return data.textSessionEnded;
    if (code === 'stake_above_maximum') return data.textAboveMaximum;
    if (code === 'spin_too_soon') return data.textTooSoon.replace('{seconds}', String(Math.ceil(((error.meta && error.meta.retryAfterMs) || 1000) / 1000)));
    return data.textFailed;
  };
  var spinOnce = function () {
    if (closed || busy) return;
    busy = true;
    spin.disabled = true;
    status.textContent = '';
    var started = Date.now();
    var turnMs = Math.max(minSpinMs, quick && quick.checked ? 0 : REEL_MS);
    var readyAt = started;
    reelBox.classList.add('slot__reels--turning');
    fetch('/play/' + encodeURIComponent(data.token) + '/spin', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ stakeMinor: Number(stake.value) }) })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      })
      .then(function (result) {
        var repliedAt = Date.now();
        if (!result.ok) {
          var error = result.body && result.body.errors && result.body.errors[0];
          if (error && error.code === 'spin_too_soon') readyAt = repliedAt + ((error.meta && error.meta.retryAfterMs) || 1000);
          return { error: error };
        }
        readyAt = Math.max(started + turnMs, repliedAt + intervalMs);
        return later(started + turnMs - Date.now()).then(function () { return { body: result.body }; });
      })
      .then(function (outcome) {
        reelBox.classList.remove('slot__reels--turning');
        if (closed) return;
        if (outcome.error !== undefined) {
          stopAutoplay();
          status.textContent = refusal(outcome.error);
          if (outcome.error && (outcome.error.code === 'gambling_restricted' || outcome.error.code === 'session_ended')) close();
          return;
        }
        var body = outcome.body;
        for (var index = 0; index < reels.length; index += 1) reels[index].textContent = GLYPHS[body.reels[index]] || '?';
        balance = body.balanceMinor;
        if (typeof body.netMinor === 'number') net = body.netMinor;
        show();
        if (body.winMinor > 0) status.textContent = data.textWin + ': ' + money.format(body.winMinor / 100);
        tell({ source: 'casino-game', type: 'balanceChanged', balanceMinor: balance, currency: currency });
      })
      .catch(function () {
        reelBox.classList.remove('slot__reels--turning');
        stopAutoplay();
        if (!closed) status.textContent = data.textFailed;
      })
      .then(function () { return later(readyAt - Date.now()); })
      .then(function () {
        busy = false;
        if (closed) return;
        spin.disabled = false;
        if (autoLeft > 0) {
          autoLeft -= 1;
          if (autoLeft === 0) stopAutoplay();
          spinOnce();
        }
      });
  };
  spin.addEventListener('click', spinOnce);
  if (autoplay) autoplay.addEventListener('click', function () {
    if (autoLeft > 0) return stopAutoplay();
    autoLeft = AUTOPLAY_SPINS - 1;
    autoplay.textContent = data.textStopAutoplay;
    spinOnce();
  });
  exit.addEventListener('click', function () { tell({ source: 'casino-game', type: 'exit' }); });
  window.addEventListener('message', function (event) {
    if (event.origin !== siteOrigin) return;
    var message = event.data;
    if (message && typeof message === 'object' && message.source === 'casino-site' && message.type === 'close') close();
  });
  show();
  tell({ source: 'casino-game', type: 'ready' });
})();
`;
