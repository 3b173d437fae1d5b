import type { CasinoLang } from './catalogue.ts';
import type { Launch } from './launches.ts';
import { escapeXml } from './artwork.ts';
import { GAME_SCRIPT_PATH, GAME_STYLE_PATH } from './gameScript.ts';
import { fillIn, GAME_TEXTS as TEXTS } from './gameTexts.ts';
import { payoutFigures } from './slotMachine.ts';
import { maxStakeMinorOf, spinIntervalMsOf, type CasinoPacing } from './spinPacing.ts';

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

/**
 * The probability of the maximum win and the average payout per 1 unit staked, from the slot's pay table and reels
 * (GlüStV §22a(3): shown where the stake is placed).
 */
function payoutFiguresHtml(launch: Launch): string {
  const text = TEXTS[launch.lang];
  const figures = payoutFigures();
  const money = new Intl.NumberFormat(launch.lang, { style: 'currency', currency: launch.currency });
  const percent = new Intl.NumberFormat(launch.lang, { style: 'percent', maximumFractionDigits: 2 }).format(figures.maxWinOutcomes / figures.outcomes);
  const outcomes = String(Math.round(figures.outcomes / figures.maxWinOutcomes));
  return (
    `<p class="slot__figures" id="payout-figures">${escapeXml(fillIn(text.maxWinChance, { multiplier: String(figures.maxWinMultiplier), outcomes, percent }))}<br>` +
    `${escapeXml(fillIn(text.averagePayout, { unit: money.format(1), amount: money.format(figures.averagePayout) }))}</p>`
  );
}

/**
 * The slot: three reels, the stake selector, the spin button and the balance line; its script reads the launch from
 * data attributes. The domain's pacing decides the rest: the stakes up to its maximum only, autoplay and quick spin
 * only where offered, the payout figures beside the stake and the net position where asked for.
 */
export function gamePageHtml(launch: Launch, balanceMinor: number, pacing: CasinoPacing): string {
  const text = TEXTS[launch.lang];
  const data: Record<string, string> = {
    token: launch.token,
    'site-origin': launch.siteOrigin,
    lang: launch.lang,
    currency: launch.currency,
    balance: String(balanceMinor),
    net: String(launch.netMinor),
    'min-spin-ms': String(Math.round((pacing.minSecondsPerSpin ?? 0) * 1000)),
    'interval-ms': String(spinIntervalMsOf(pacing)),
    'text-closed': text.closed,
    'text-no-money': text.noMoney,
    'text-restricted': text.restricted,
    'text-over-limit': text.overLimit,
    'text-session-ended': text.sessionEnded,
    'text-failed': text.failed,
    'text-win': text.win,
    'text-too-soon': text.tooSoon,
    'text-above-maximum': text.aboveMaximum,
    'text-autoplay': text.autoplay,
    'text-stop-autoplay': text.stopAutoplay,
  };
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeXml(value)}"`)
    .join('');
  const maxStakeMinor = maxStakeMinorOf(pacing, launch.currency);
  const stakes = launch.stakes
    .filter((stake) => maxStakeMinor === null || stake <= maxStakeMinor)
    .map((stake) => `<option value="${stake}">${(stake / 100).toFixed(2)} ${escapeXml(launch.currency)}</option>`)
    .join('');
  return page(
    launch.lang,
    launch.game.name,
    `<body${attributes}><main class="slot"><h1 class="slot__title">${escapeXml(launch.game.name)}</h1>` +
      (launch.mode === 'demo' ? `<p class="slot__demo">${escapeXml(text.demo)}</p>` : '') +
      '<div class="slot__reels" aria-live="polite"><span class="slot__reel" data-reel>?</span><span class="slot__reel" data-reel>?</span><span class="slot__reel" data-reel>?</span></div>' +
      `<p class="slot__balance">${escapeXml(text.balance)}: <output id="balance"></output></p>` +
      (pacing.showNetPosition ? `<p class="slot__net">${escapeXml(text.net)}: <output id="net"></output></p>` : '') +
      `<div class="slot__controls"><div class="slot__stake"><label>${escapeXml(text.stake)} <select id="stake">${stakes}</select></label>` +
      (pacing.showPayoutFigures ? payoutFiguresHtml(launch) : '') +
      `</div><button id="spin" type="button">${escapeXml(text.spin)}</button>` +
      (pacing.autoplay ? `<button id="autoplay" type="button">${escapeXml(text.autoplay)}</button>` : '') +
      (pacing.quickSpin ? `<label><input id="quick-spin" type="checkbox"> ${escapeXml(text.quickSpin)}</label>` : '') +
      `<button id="exit" type="button">${escapeXml(text.exit)}</button></div>` +
      `<p class="slot__status" id="status" role="status"></p></main><script src="${GAME_SCRIPT_PATH}"></script></body>`,
  );
}

/** The page of a token that is unknown or expired. */
export function gameNotFoundHtml(lang: CasinoLang): string {
  return page(lang, TEXTS[lang].closed, `<body><main class="slot"><p class="slot__status">${escapeXml(TEXTS[lang].notFound)}</p></main></body>`);
}
