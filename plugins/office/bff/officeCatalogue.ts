import type { Lang } from './officeContent.ts';

/** What the office offers every player: the settings and their choices, the sports, the security questions, the welcome messages. */

export type SettingValue = boolean | string | number;

export interface SettingDefinition {
  id: string;
  /** The value until the player changes it. */
  value: SettingValue;
  /** The values a choice allows; none for a switch. */
  options?: readonly string[];
  /** A marketing switch: until the player changes it, it is the marketing consent they gave at registration (else off). */
  marketing?: true;
}

export type SettingGroup = 'commonSettings' | 'otherSettings' | 'notificationSettings';

/** The settings as the settings page groups them. */
export const SETTING_GROUPS: Readonly<Record<SettingGroup, readonly SettingDefinition[]>> = {
  commonSettings: [
    { id: 'oneClickBet', value: false },
    { id: 'acceptOddsChanges', value: 'up', options: ['never', 'up', 'any'] },
    { id: 'showBalance', value: true },
  ],
  otherSettings: [
    { id: 'confirmLogout', value: true },
    { id: 'oddsFormat', value: 'decimal', options: ['decimal', 'fractional', 'american'] },
  ],
  notificationSettings: [
    { id: 'emailNews', value: false, marketing: true },
    { id: 'emailBetResults', value: false },
    { id: 'smsNews', value: false, marketing: true },
    { id: 'pushBetResults', value: true },
  ],
};

export const settingDefinition = (id: string): SettingDefinition | undefined => Object.values(SETTING_GROUPS).flat().find((setting) => setting.id === id);

/** Whether a value fits a setting: one of its choices, or of its switch's kind. */
export const fitsSetting = (setting: SettingDefinition, value: unknown): value is SettingValue =>
  setting.options ? typeof value === 'string' && setting.options.includes(value) : typeof value === typeof setting.value;

export const SPORTS: ReadonlyArray<{ id: number; name: Record<Lang, string> }> = [
  { id: 1, name: { en: 'Football', ru: 'Футбол' } },
  { id: 2, name: { en: 'Ice hockey', ru: 'Хоккей' } },
  { id: 3, name: { en: 'Basketball', ru: 'Баскетбол' } },
  { id: 4, name: { en: 'Tennis', ru: 'Теннис' } },
  { id: 5, name: { en: 'Volleyball', ru: 'Волейбол' } },
  { id: 6, name: { en: 'Table tennis', ru: 'Настольный теннис' } },
  { id: 40, name: { en: 'Esports', ru: 'Киберспорт' } },
];
export const LIVE_SPORT_IDS: ReadonlySet<number> = new Set([1, 2, 3, 4, 40]);

export const SECURITY_QUESTIONS: ReadonlyArray<{ id: number; text: Record<Lang, string> }> = [
  { id: 1, text: { en: 'Your mother\'s maiden name', ru: 'Девичья фамилия матери' } },
  { id: 2, text: { en: 'The name of your first pet', ru: 'Кличка первого питомца' } },
  { id: 3, text: { en: 'The city you were born in', ru: 'Город, где вы родились' } },
];

/** The currencies a player may convert the account to. */
export const CONVERTIBLE_CURRENCIES: readonly string[] = ['EUR', 'USD', 'RUB'];

/** The shortest password a player may set (the office's change, a reset by a mail's link). */
export const PASSWORD_MIN_LENGTH = 8;

/** The demo's code for phone and e-mail confirmations (a real backend sends a random one by SMS or e-mail). */
export const CONFIRMATION_CODE = '2468';

export interface MessageContent {
  id: string;
  title: Record<Lang, string>;
  body: Record<Lang, string>;
  sentAt: string;
  read: boolean;
}

/** The messages in a new player's inbox. */
export const WELCOME_MESSAGES: readonly MessageContent[] = [
  {
    id: 'm1',
    title: { en: 'Welcome to Northbet', ru: 'Добро пожаловать в Northbet' },
    body: { en: 'Your account is ready. Make your first deposit to get the welcome bonus.', ru: 'Ваш счёт готов. Сделайте первый депозит и получите приветственный бонус.' },
    sentAt: '2026-11-20T10:00:00Z',
    read: false,
  },
  {
    id: 'm2',
    title: { en: 'Your free bet is waiting', ru: 'Вас ждёт фрибет' },
    body: { en: 'A free bet of 5 EUR is on your bonus account until Sunday.', ru: 'Фрибет 5 EUR лежит на бонусном счёте до воскресенья.' },
    sentAt: '2026-11-21T09:30:00Z',
    read: false,
  },
  {
    id: 'm3',
    title: { en: 'Identification reminder', ru: 'Напоминание об идентификации' },
    body: { en: 'Complete the identification to withdraw your winnings.', ru: 'Пройдите идентификацию, чтобы выводить выигрыши.' },
    sentAt: '2026-11-18T15:00:00Z',
    read: true,
  },
];
