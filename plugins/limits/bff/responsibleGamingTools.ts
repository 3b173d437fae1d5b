import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml, jurisdictionOf, type ScenarioState } from '../../../bff/bffModule.ts';
import { LIMIT_TYPE } from '../src/limitsConstants.ts';
import { LIMIT_KINDS, type Lang } from './limitKinds.ts';

/** The limits page's route and its path (plugins/limits/routes.json), which a domain may rename. */
const LIMITS_ROUTE = 'office.responsible';
const LIMITS_PATH = (JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'routes.json'), 'utf8')) as Array<{ name: string; path: string }>).find((route) => route.name === LIMITS_ROUTE)!.path;

const choicesOf = (limitType: number) => LIMIT_KINDS.get(limitType)!.availableValues;

const WORDS = {
  en: {
    hours: (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`,
    days: (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`,
    minutes: (list: string) => `${list} minutes`,
    or: 'or',
    tools: 'Tools in your account',
    deposit: (wait: string) => `<strong>Deposit limits</strong> – per 24 hours, 7 days or 30 days. A lower limit applies at once; a higher one, or removing one, applies after ${wait} and your confirmation.`,
    wagering: (wait: string) => `<strong>Wagering and loss limits</strong> – per 24 hours, 7 days or 30 days, with the same ${wait} wait before a higher one applies.`,
    session: (from: string, to: string) => `<strong>Session limit</strong> – from ${from} to ${to}.`,
    reality: (every: string) => `<strong>Reality check</strong> – a reminder of how long you have been playing, every ${every}.`,
    timeOut: (choices: string) => `<strong>Time-out</strong> – a break of ${choices}.`,
    exclusion: (from: string, to: string) => `<strong>Self-exclusion</strong> – from ${from} to ${to}; once it runs, it cannot be ended early.`,
    setLimits: 'Set your limits',
    help: 'Free, confidential help',
    age: (age: number) => `Persons under ${age} may not register or play.`,
  },
  ru: {
    hours: (count: number) => `${count} ч`,
    days: (count: number) => `${count} дн.`,
    minutes: (list: string) => `${list} минут`,
    or: 'или',
    tools: 'Инструменты в вашем аккаунте',
    deposit: (wait: string) => `<strong>Лимиты депозита</strong> – на 24 часа, 7 или 30 дней. Более низкий лимит действует сразу; более высокий или его отмена – через ${wait} и после вашего подтверждения.`,
    wagering: (wait: string) => `<strong>Лимиты ставок и проигрыша</strong> – на 24 часа, 7 или 30 дней, с тем же ожиданием (${wait}) перед повышением.`,
    session: (from: string, to: string) => `<strong>Лимит сессии</strong> – от ${from} до ${to}.`,
    reality: (every: string) => `<strong>Проверка реальности</strong> – напоминание о времени игры каждые ${every}.`,
    timeOut: (choices: string) => `<strong>Тайм-аут</strong> – перерыв на ${choices}.`,
    exclusion: (from: string, to: string) => `<strong>Самоисключение</strong> – от ${from} до ${to}; после начала его нельзя прекратить досрочно.`,
    setLimits: 'Установить лимиты',
    help: 'Бесплатная конфиденциальная помощь',
    age: (age: number) => `Лицам младше ${age} лет регистрация и игра запрещены.`,
  },
} as const;

/**
 * The part of the responsible-gaming information page that must agree with the tools: the limit types and their
 * periods, the session-limit and reality-check choices, the time-out and self-exclusion durations (what the limits
 * calls offer), the cooling-off, the minimum age and the help organisations (the domain's jurisdiction profile), and
 * a link to the limits page. Built per request, so it never says anything the tools do not do.
 */
export function responsibleGamingToolsHtml(lang: string, state: ScenarioState): string {
  const words = WORDS[lang === 'ru' ? 'ru' : ('en' satisfies Lang)];
  const rules = jurisdictionOf(state);
  const coolingOffHours = rules.increaseCoolingOffHours;
  const wait = coolingOffHours % 24 === 0 && coolingOffHours > 72 ? words.days(coolingOffHours / 24) : words.hours(coolingOffHours);
  const list = (values: readonly number[], format: (value: number) => string) => {
    const texts = values.map(format);
    return texts.length > 1 ? `${texts.slice(0, -1).join(', ')} ${words.or} ${texts.at(-1)}` : texts.join('');
  };
  const sessionHours = choicesOf(LIMIT_TYPE.sessionLimit).filter((hours) => hours > 0);
  const exclusionDays = choicesOf(LIMIT_TYPE.selfExclusion);
  const longest = Math.max(...exclusionDays);
  const longestText = longest % 365 === 0 ? `${longest / 365} ${lang === 'ru' ? 'лет' : 'years'}` : words.days(longest);
  const limitsPath = state.domain.pathOverrides[LIMITS_ROUTE] ?? LIMITS_PATH;
  const items = [
    words.deposit(wait),
    words.wagering(wait),
    words.session(words.hours(Math.min(...sessionHours)), words.hours(Math.max(...sessionHours))),
    words.reality(words.minutes(list(choicesOf(LIMIT_TYPE.realityCheck), String))),
    words.timeOut(list(choicesOf(LIMIT_TYPE.timeOut), words.days)),
    words.exclusion(words.days(Math.min(...exclusionDays)), longestText),
  ];
  const help = rules.helpOrganisations.map(({ name, url }) => `<li><a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(name)}</a></li>`);
  return [
    `<h3>${words.tools}</h3><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    // Without the language, as every link of the content: the page puts the visitor's in front.
    `<p><a href="/${escapeHtml(limitsPath)}">${words.setLimits}</a></p>`,
    `<h3>${words.help}</h3><ul>${help.join('')}</ul>`,
    `<p>${words.age(rules.minimumAge)}</p>`,
  ].join('');
}
