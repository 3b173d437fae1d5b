import type { Payment } from '../../schemas/payments.ts';
import type { DepositOutcome } from './paymentsDesk.ts';
import { escapeHtml } from '../../../../bff/bffModule.ts';

/** Where the payment page's style is served on the payment origin (never inline: the page's CSP allows none). */
export const PAY_STYLE_PATH = '/pay/assets/pay.css';

export const PAY_STYLE = `body{margin:0;font:16px/1.4 system-ui,sans-serif;background:#eef1f5;color:#15202b}
main{max-width:420px;margin:40px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 8px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:16px 0}dt{color:#5b6775}dd{margin:0;font-weight:600}
.demo{font-size:13px;color:#5b6775}form{display:grid;gap:8px;margin-top:16px}
button{font:inherit;padding:12px;border:0;border-radius:8px;cursor:pointer;color:#fff}
.success{background:#12a150}.pending{background:#d98a00}.fail{background:#c4302b}.cancel{background:#5b6775}`;

const TEXTS = {
  en: {
    title: 'Demo payment page',
    demo: 'This is the demo payment provider: no real money moves. Choose how the payment ends.',
    merchant: 'Merchant',
    method: 'Method',
    amount: 'Amount',
    fee: 'Fee',
    total: 'To pay',
    success: 'Pay',
    pending: 'Pay, confirm later (pending)',
    fail: 'Decline the payment',
    cancel: 'Cancel and return',
    gone: 'This payment link is not valid.',
  },
  ru: {
    title: 'Демо-страница оплаты',
    demo: 'Это демо-платёжная система: реальные деньги не списываются. Выберите, чем закончится платёж.',
    merchant: 'Получатель',
    method: 'Способ',
    amount: 'Сумма',
    fee: 'Комиссия',
    total: 'К оплате',
    success: 'Оплатить',
    pending: 'Оплатить, подтвердить позже (в обработке)',
    fail: 'Отклонить платёж',
    cancel: 'Отменить и вернуться',
    gone: 'Эта ссылка на оплату недействительна.',
  },
} as const;

const textsOf = (lang: string) => (lang === 'ru' ? TEXTS.ru : TEXTS.en);

const money = (amount: number, currency: string, lang: string) => new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { style: 'currency', currency }).format(amount);

const page = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${lang === 'ru' ? 'ru' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${PAY_STYLE_PATH}"></head><body><main>${body}</main></body></html>`;

/** The buttons in the order a player reads them; each posts its outcome to the payment origin. */
const OUTCOMES: readonly DepositOutcome[] = ['success', 'pending', 'fail', 'cancel'];

/** The payment page of a deposit: what is paid, and one button per outcome (plain forms: the page runs no script). */
export function payPageHtml(payment: Payment, lang: string, payToken: string): string {
  const text = textsOf(lang);
  const total = Math.round((payment.amount + payment.fee) * 100) / 100;
  const action = `/pay/${encodeURIComponent(payment.id)}/${encodeURIComponent(payToken)}`;
  const buttons = OUTCOMES.map(
    (outcome) => `<button type="submit" name="outcome" value="${outcome}" class="${outcome}" data-testid="pay-${outcome}">${escapeHtml(text[outcome])}</button>`,
  ).join('');
  return page(
    lang,
    text.title,
    `<h1>${escapeHtml(text.title)}</h1><p class="demo">${escapeHtml(text.demo)}</p><dl><dt>${text.merchant}</dt><dd>NorthBet</dd><dt>${text.method}</dt><dd>${escapeHtml(payment.methodName)}</dd><dt>${text.amount}</dt><dd>${money(payment.amount, payment.currency, lang)}</dd><dt>${text.fee}</dt><dd>${money(payment.fee, payment.currency, lang)}</dd><dt>${text.total}</dt><dd data-testid="pay-total">${money(total, payment.currency, lang)}</dd></dl><form method="post" action="${action}">${buttons}</form>`,
  );
}

export const payPageGoneHtml = (lang: string) => page(lang, textsOf(lang).title, `<h1>${escapeHtml(textsOf(lang).gone)}</h1>`);

/**
 * The payment page's policy: nothing runs, its style comes from its own origin, and its forms post to itself and
 * redirect to the site (form-action covers the redirect).
 */
export const payPageCsp = (payOrigin: string, siteOrigin: string | null) =>
  [`default-src 'none'`, `style-src ${payOrigin}`, `form-action ${payOrigin}${siteOrigin ? ` ${siteOrigin}` : ''}`, `base-uri 'none'`, `frame-ancestors 'none'`].join('; ');
