import { ApiError } from '../../../bff/bffModule.ts';
import {
  LIMIT_TYPE,
  NO_LIMIT_VALUE,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DAYS,
  SESSION_LIMIT_MAX_HOURS,
  SESSION_LIMIT_MIN_HOURS,
  SESSION_LIMIT_NOT_SET,
  TIME_OUT_DAYS,
} from '../src/limitsConstants.ts';

export type Lang = 'en' | 'ru';

const TITLES = {
  en: {
    invalid: 'These limits cannot be set.',
    exclusionRunning: 'A self-exclusion or time-out cannot be changed or cancelled while it runs.',
    extraLocked: 'Your wagering and loss limits are locked.',
    noPending: 'There is no limit waiting for your decision.',
    notDue: 'This limit cannot be confirmed before its waiting period ends.',
    confirmed: 'The limit is confirmed.',
    cancelled: 'The limit change is cancelled.',
    badToken: 'These answers belong to no pending limits.',
    noSessionLimit: 'No session limit is set.',
    notAvailable: 'This is not available.',
    storedCorrupt: 'Your limits cannot be read right now. Please contact support.',
    depositLimitRequired: 'This deposit limit is required here: it can be changed but not removed.',
    depositLimitAboveMaximum: 'The monthly deposit limit cannot be above the maximum allowed here.',
    realityCheckRequired: 'The reality check is required here and cannot be switched off.',
    realityCheckNotAllowed: 'This reality-check interval is not available here.',
  },
  ru: {
    invalid: 'Эти лимиты установить нельзя.',
    exclusionRunning: 'Самоисключение или тайм-аут нельзя изменить или отменить, пока они действуют.',
    extraLocked: 'Ваши лимиты ставок и проигрышей заблокированы.',
    noPending: 'Нет лимита, ожидающего вашего решения.',
    notDue: 'Этот лимит нельзя подтвердить до конца периода ожидания.',
    confirmed: 'Лимит подтверждён.',
    cancelled: 'Изменение лимита отменено.',
    badToken: 'Эти ответы не относятся к ожидающим лимитам.',
    noSessionLimit: 'Лимит сессии не установлен.',
    notAvailable: 'Недоступно.',
    storedCorrupt: 'Ваши лимиты сейчас недоступны. Обратитесь в поддержку.',
    depositLimitRequired: 'Этот лимит депозита здесь обязателен: его можно изменить, но не снять.',
    depositLimitAboveMaximum: 'Месячный лимит депозита не может быть выше допустимого здесь максимума.',
    realityCheckRequired: 'Проверка реальности здесь обязательна, её нельзя отключить.',
    realityCheckNotAllowed: 'Этот интервал проверки реальности здесь недоступен.',
  },
} as const;
export type TitleKey = keyof (typeof TITLES)['en'];
export const titleOf = (lang: Lang, key: TitleKey): string => TITLES[lang][key];
export const isTitleKey = (code: string): code is TitleKey => Object.hasOwn(TITLES.en, code);

/**
 * A refusal of a limits call: its code is the key of the title the player reads (the limits scope answers it as
 * `{ success: false, status, title }`, the shape the page reads), its detail the English title.
 */
export const limitsRefusal = (status: number, key: TitleKey): ApiError => new ApiError(status, key, TITLES.en[key]);

/** The money choices of the wagering, loss and deposit limits; NO_LIMIT_VALUE is "no limit". */
export const MONEY_LIMIT_CHOICES: readonly number[] = [1_000, 5_000, 10_000, 50_000, 100_000, NO_LIMIT_VALUE];
const SESSION_HOURS = Array.from({ length: SESSION_LIMIT_MAX_HOURS - SESSION_LIMIT_MIN_HOURS + 1 }, (_, index) => SESSION_LIMIT_MIN_HOURS + index);

interface LimitKind {
  measure: string;
  label: Record<Lang, string>;
  availableValues: readonly number[];
  /** Values outside availableValues are accepted (money limits). */
  custom: boolean;
}

const money = (en: string, ru: string): LimitKind => ({ measure: 'money', label: { en, ru }, availableValues: MONEY_LIMIT_CHOICES, custom: true });

/** The limit types the reference server offers, with their choices. */
export const LIMIT_KINDS: ReadonlyMap<number, LimitKind> = new Map<number, LimitKind>([
  [LIMIT_TYPE.wagering24h, money('Wagering, 24 hours', 'Ставки, 24 часа')],
  [LIMIT_TYPE.wagering7d, money('Wagering, 7 days', 'Ставки, 7 дней')],
  [LIMIT_TYPE.wagering30d, money('Wagering, 30 days', 'Ставки, 30 дней')],
  [LIMIT_TYPE.loss24h, money('Loss, 24 hours', 'Проигрыш, 24 часа')],
  [LIMIT_TYPE.loss7d, money('Loss, 7 days', 'Проигрыш, 7 дней')],
  [LIMIT_TYPE.loss30d, money('Loss, 30 days', 'Проигрыш, 30 дней')],
  [LIMIT_TYPE.deposit24h, money('Deposit, 24 hours', 'Депозит, 24 часа')],
  [LIMIT_TYPE.deposit7d, money('Deposit, 7 days', 'Депозит, 7 дней')],
  [LIMIT_TYPE.deposit30d, money('Deposit, 30 days', 'Депозит, 30 дней')],
  [LIMIT_TYPE.selfExclusion, { measure: 'days', label: { en: 'Self-exclusion', ru: 'Самоисключение' }, availableValues: SELF_EXCLUSION_DAYS, custom: false }],
  [LIMIT_TYPE.sessionLimit, { measure: 'hours', label: { en: 'Session limit', ru: 'Лимит сессии' }, availableValues: [SESSION_LIMIT_NOT_SET, ...SESSION_HOURS], custom: false }],
  [LIMIT_TYPE.realityCheck, { measure: 'minutes', label: { en: 'Reality check', ru: 'Проверка реальности' }, availableValues: REALITY_CHECK_MINUTES, custom: false }],
  [LIMIT_TYPE.timeOut, { measure: 'days', label: { en: 'Time-out', ru: 'Тайм-аут' }, availableValues: TIME_OUT_DAYS, custom: false }],
  [LIMIT_TYPE.extraLimitsLock, { measure: 'flag', label: { en: 'Lock wagering and loss limits', ru: 'Заблокировать лимиты ставок и проигрышей' }, availableValues: [1], custom: false }],
]);

export interface LimitRequest {
  limitType: number;
  limitValue: number;
  selfExcludeReason?: number | null;
}

export interface Question {
  id: number;
  text: string;
  answers: Array<{ id: number; text: string }>;
}

/** The questions asked before limits take effect, where the scenario asks them; answer 1 is the right one. */
export const QUESTIONS: Record<Lang, Question[]> = {
  en: [{ id: 1, text: 'Do you understand that the limit binds you for its whole period?', answers: [{ id: 1, text: 'Yes' }, { id: 2, text: 'No' }] }],
  ru: [{ id: 1, text: 'Вы понимаете, что лимит действует весь свой срок?', answers: [{ id: 1, text: 'Да' }, { id: 2, text: 'Нет' }] }],
};
export const RIGHT_ANSWER = 1;
