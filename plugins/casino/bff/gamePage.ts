import type { CasinoLang } from './catalogue.ts';
import type { Launch } from './launches.ts';
import { escapeXml } from './artwork.ts';

/** Where the game page's script and style are served on the games origin (never inline: the page's CSP allows none). */
export const GAME_SCRIPT_PATH = '/play-assets/slot.js';
export const GAME_STYLE_PATH = '/play-assets/slot.css';

/** The game is a studio's page, not the site's: its few texts are its own, in the launch's language. */
const TEXTS: Record<CasinoLang, Record<'stake' | 'spin' | 'balance' | 'exit' | 'closed' | 'demo' | 'noMoney' | 'restricted' | 'overLimit' | 'sessionEnded' | 'failed' | 'win' | 'notFound', string>> = {
  en: {
    stake: 'Stake',
    spin: 'Spin',
    balance: 'Balance',
    exit: 'Exit',
    closed: 'The game is closed.',
    demo: 'Demo: play money',
    noMoney: 'Not enough money for this stake.',
    restricted: 'Play is not available for your account.',
    overLimit: 'Your wagering or loss limit does not leave enough for this stake.',
    sessionEnded: 'You have logged out: this game is closed.',
    failed: 'The spin did not go through. Try again.',
    win: 'You win',
    notFound: 'This game session has ended. Launch the game again from the lobby.',
  },
  ru: {
    stake: 'Ставка',
    spin: 'Крутить',
    balance: 'Баланс',
    exit: 'Выйти',
    closed: 'Игра закрыта.',
    demo: 'Демо: игровые деньги',
    noMoney: 'Недостаточно средств для этой ставки.',
    restricted: 'Игра недоступна для вашего счёта.',
    overLimit: 'Ваш лимит ставок или проигрыша не позволяет эту ставку.',
    sessionEnded: 'Вы вышли из аккаунта: игра закрыта.',
    failed: 'Вращение не прошло. Попробуйте ещё раз.',
    win: 'Выигрыш',
    notFound: 'Эта игровая сессия завершена. Запустите игру снова из лобби.',
  },
};

/**
 * The game page's policy: everything from the games origin only, no inline code, framed by the launch's site only.
 * No launch (an unknown token): framed by nobody.
 */
export function gamePageCsp(gamesOrigin: string, siteOrigin: string | null): string {
  return [
    "default-src 'none'",
    `script-src ${gamesOrigin}`,
    `style-src ${gamesOrigin}`,
    `connect-src ${gamesOrigin}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${siteOrigin ?? "'none'"}`,
  ].join('; ');
}

const page = (lang: CasinoLang, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)}</title><link rel="stylesheet" href="${GAME_STYLE_PATH}"></head>${body}</html>`;

/** The slot: three reels, the stake selector, the spin button and the balance line; its script reads the launch from data attributes. */
export function gamePageHtml(launch: Launch, balanceMinor: number): string {
  const text = TEXTS[launch.lang];
  const data: Record<string, string> = {
    token: launch.token,
    'site-origin': launch.siteOrigin,
    lang: launch.lang,
    currency: launch.currency,
    balance: String(balanceMinor),
    'text-closed': text.closed,
    'text-no-money': text.noMoney,
    'text-restricted': text.restricted,
    'text-over-limit': text.overLimit,
    'text-session-ended': text.sessionEnded,
    'text-failed': text.failed,
    'text-win': text.win,
  };
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeXml(value)}"`)
    .join('');
  const stakes = launch.stakes.map((stake) => `<option value="${stake}">${(stake / 100).toFixed(2)} ${escapeXml(launch.currency)}</option>`).join('');
  return page(
    launch.lang,
    launch.game.name,
    `<body${attributes}><main class="slot"><h1 class="slot__title">${escapeXml(launch.game.name)}</h1>` +
      (launch.mode === 'demo' ? `<p class="slot__demo">${escapeXml(text.demo)}</p>` : '') +
      '<div class="slot__reels" aria-live="polite"><span class="slot__reel" data-reel>?</span><span class="slot__reel" data-reel>?</span><span class="slot__reel" data-reel>?</span></div>' +
      `<p class="slot__balance">${escapeXml(text.balance)}: <output id="balance"></output></p>` +
      `<div class="slot__controls"><label>${escapeXml(text.stake)} <select id="stake">${stakes}</select></label><button id="spin" type="button">${escapeXml(text.spin)}</button><button id="exit" type="button">${escapeXml(text.exit)}</button></div>` +
      `<p class="slot__status" id="status" role="status"></p></main><script src="${GAME_SCRIPT_PATH}"></script></body>`,
  );
}

/** The page of a token that is unknown or expired. */
export function gameNotFoundHtml(lang: CasinoLang): string {
  return page(lang, TEXTS[lang].closed, `<body><main class="slot"><p class="slot__status">${escapeXml(TEXTS[lang].notFound)}</p></main></body>`);
}

export const GAME_STYLE = `*{box-sizing:border-box}html,body{margin:0;height:100%}body{font-family:system-ui,sans-serif;background:#1b0f2e;color:#fff;display:flex;align-items:center;justify-content:center}
.slot{width:min(100%,520px);padding:16px;text-align:center}.slot__title{font-size:1.4rem;margin:0 0 8px}.slot__demo{margin:0 0 8px;color:#ffd479}
.slot__reels{display:flex;gap:8px;justify-content:center;margin:12px 0}.slot__reel{width:30%;aspect-ratio:1;display:flex;align-items:center;justify-content:center;font-size:3rem;background:#fff;color:#1b0f2e;border-radius:12px}
.slot__controls{display:flex;gap:8px;justify-content:center;flex-wrap:wrap;align-items:center}select,button{font:inherit;padding:10px 16px;border-radius:8px;border:0}
#spin{background:#ffb400;color:#1b0f2e;font-weight:700;min-width:120px}#spin:disabled{opacity:.5}#exit{background:#3d2a5c;color:#fff}.slot__status{min-height:1.5em}
body.closed .slot__controls{display:none}`;

/**
 * The slot's script. It talks to the site only by postMessage to the launch's site origin (never "*"), and takes
 * only `{ source: 'casino-site', type: 'close' }` from that origin; spins go to its own origin. The iframe may be
 * sandboxed without allow-same-origin, so its requests come from an opaque origin: the spin call is a simple
 * request (text/plain), answered with CORS for that opaque origin.
 */
export const GAME_SCRIPT = `(function () {
  'use strict';
  var data = document.body.dataset;
  var siteOrigin = data.siteOrigin;
  var currency = data.currency;
  var balance = Number(data.balance);
  var closed = false;
  var busy = false;
  var GLYPHS = { cherry: '\\u{1F352}', lemon: '\\u{1F34B}', bell: '\\u{1F514}', star: '\\u2B50', seven: '7', diamond: '\\u{1F48E}' };
  var reels = document.querySelectorAll('[data-reel]');
  var stake = document.getElementById('stake');
  var spin = document.getElementById('spin');
  var exit = document.getElementById('exit');
  var status = document.getElementById('status');
  var balanceOut = document.getElementById('balance');
  var money = new Intl.NumberFormat(data.lang, { style: 'currency', currency: currency });
  var tell = function (message) { if (window.parent !== window) window.parent.postMessage(message, siteOrigin); };
  var show = function () { balanceOut.textContent = money.format(balance / 100); };
  var close = function () {
    closed = true;
    document.body.classList.add('closed');
    spin.disabled = true;
    status.textContent = data.textClosed;
  };
  var refusal = function (code) {
    if (code === 'insufficient_balance') return data.textNoMoney;
    if (code === 'gambling_restricted') return data.textRestricted;
    if (code === 'wagering_limit_exceeded' || code === 'loss_limit_exceeded') return data.textOverLimit;
    if (code === 'session_ended') return data.textSessionEnded;
    return data.textFailed;
  };
  spin.addEventListener('click', function () {
    if (closed || busy) return;
    busy = true;
    spin.disabled = true;
    status.textContent = '';
    fetch('/play/' + encodeURIComponent(data.token) + '/spin', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ stakeMinor: Number(stake.value) }) })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      })
      .then(function (result) {
        if (closed) return;
        if (!result.ok) {
          var error = result.body && result.body.errors && result.body.errors[0];
          status.textContent = refusal(error && error.code);
          if (error && (error.code === 'gambling_restricted' || error.code === 'session_ended')) close();
          return;
        }
        for (var index = 0; index < reels.length; index += 1) reels[index].textContent = GLYPHS[result.body.reels[index]] || '?';
        balance = result.body.balanceMinor;
        show();
        if (result.body.winMinor > 0) status.textContent = data.textWin + ': ' + money.format(result.body.winMinor / 100);
        tell({ source: 'casino-game', type: 'balanceChanged', balanceMinor: balance, currency: currency });
      })
      .catch(function () { if (!closed) status.textContent = data.textFailed; })
      .then(function () {
        busy = false;
        if (!closed) spin.disabled = false;
      });
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
