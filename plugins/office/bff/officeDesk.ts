import type { DomainSettings, ScenarioState } from '../../../bff/domainStore.ts';
import { PROMO_CODES, type Lang } from './officeContent.ts';
import { newTotpSecret, verifyTotp } from './totp.ts';

/** A refusal of an office call: the status and the code the client words for the player. */
export class OfficeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

export type SettingValue = boolean | string | number;

export interface Setting {
  id: string;
  value: SettingValue;
  /** The values a choice allows; none for a switch. */
  options?: string[];
}

export interface Message {
  id: string;
  title: Record<Lang, string>;
  body: Record<Lang, string>;
  sentAt: string;
  read: boolean;
}

interface TwoFactor {
  secret: string | null;
  pendingSecret: string | null;
}

interface Player {
  commonSettings: Setting[];
  otherSettings: Setting[];
  notificationSettings: Setting[];
  lineDisallowSports: number[];
  liveDisallowSports: number[];
  messages: Message[];
  promoHistory: Array<{ code: string; activatedAt: string }>;
  twoFactor: TwoFactor;
  securityQuestion: { questionId: number } | null;
  authByEmail: boolean;
  phone: { number: string | null; confirmed: boolean; pending: string | null };
  login: string | null;
  email: { address: string; confirmed: boolean; pending: string | null };
  profile: { firstName: string; lastName: string; birthDate: string; city: string; address: string };
  verification: { status: 'none' | 'pending' | 'verified'; documents: string[] };
  clarified: boolean;
  convertedTo: string | null;
  historyRequests: Array<{ kind: HistoryKind; accountId: string; requestedAt: string }>;
}

export type HistoryKind = 'mail' | 'clear' | 'casinoMail';

/** The demo's code for phone and e-mail confirmations (a real backend sends a random one by SMS or e-mail). */
export const CONFIRMATION_CODE = '2468';

export const SPORTS: ReadonlyArray<{ id: number; name: Record<Lang, string> }> = [
  { id: 1, name: { en: 'Football', ru: 'Футбол' } },
  { id: 2, name: { en: 'Ice hockey', ru: 'Хоккей' } },
  { id: 3, name: { en: 'Basketball', ru: 'Баскетбол' } },
  { id: 4, name: { en: 'Tennis', ru: 'Теннис' } },
  { id: 5, name: { en: 'Volleyball', ru: 'Волейбол' } },
  { id: 6, name: { en: 'Table tennis', ru: 'Настольный теннис' } },
  { id: 40, name: { en: 'Esports', ru: 'Киберспорт' } },
];
const LIVE_SPORT_IDS = new Set([1, 2, 3, 4, 40]);

export const SECURITY_QUESTIONS: ReadonlyArray<{ id: number; text: Record<Lang, string> }> = [
  { id: 1, text: { en: 'Your mother\'s maiden name', ru: 'Девичья фамилия матери' } },
  { id: 2, text: { en: 'The name of your first pet', ru: 'Кличка первого питомца' } },
  { id: 3, text: { en: 'The city you were born in', ru: 'Город, где вы родились' } },
];

const seedMessages = (): Message[] => [
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

const seedPlayer = (): Player => ({
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
    { id: 'emailNews', value: true },
    { id: 'emailBetResults', value: false },
    { id: 'smsNews', value: false },
    { id: 'pushBetResults', value: true },
  ],
  lineDisallowSports: [],
  liveDisallowSports: [],
  messages: seedMessages(),
  promoHistory: [],
  twoFactor: { secret: null, pendingSecret: null },
  securityQuestion: null,
  authByEmail: false,
  phone: { number: null, confirmed: false, pending: null },
  login: null,
  email: { address: '', confirmed: false, pending: null },
  profile: { firstName: '', lastName: '', birthDate: '', city: '', address: '' },
  verification: { status: 'none', documents: [] },
  clarified: false,
  convertedTo: null,
  historyRequests: [],
});

const settingGroups = ['commonSettings', 'otherSettings', 'notificationSettings'] as const;

/** A scenario's office switches (test control `office`): a setting the server refuses to change. */
export interface OfficeScenario {
  lockedSettings: string[];
}

/**
 * The players' office state, per scenario (so parallel tests never share a player) and per user; the reference
 * BFF keeps it in memory.
 */
export class OfficeDesk {
  private readonly scenarios = new WeakMap<DomainSettings, { players: Map<string, Player>; options: OfficeScenario }>();

  constructor(private readonly now: () => number = Date.now) {}

  private scenarioOf(scenario: ScenarioState) {
    let state = this.scenarios.get(scenario.domain);
    if (!state) {
      state = { players: new Map(), options: { lockedSettings: [] } };
      this.scenarios.set(scenario.domain, state);
    }
    return state;
  }

  playerOf(scenario: ScenarioState, userId: string): Player {
    const players = this.scenarioOf(scenario).players;
    let player = players.get(userId);
    if (!player) {
      player = seedPlayer();
      players.set(userId, player);
    }
    return player;
  }

  patchScenario(scenario: ScenarioState, patch: unknown): string | null {
    const locked = (patch as { lockedSettings?: unknown } | null)?.lockedSettings;
    if (!Array.isArray(locked) || !locked.every((id) => typeof id === 'string')) return 'office: lockedSettings must be a list of setting ids';
    this.scenarioOf(scenario).options.lockedSettings = locked;
    return null;
  }

  settingsOf(scenario: ScenarioState, userId: string, lang: Lang) {
    const player = this.playerOf(scenario, userId);
    const sports = SPORTS.map((sport) => ({ id: sport.id, name: sport.name[lang] }));
    return {
      commonSettings: player.commonSettings,
      otherSettings: player.otherSettings,
      notificationSettings: player.notificationSettings,
      cashbackSetting: {
        percent: 5,
        additional_data: {
          isVisiblePromoPointsRules: true,
          showAdditionalCashBackTerms: true,
          usePromoPointsName: true,
          promoPoints: [
            { level: 'bronze', points: 0, percent: 3 },
            { level: 'silver', points: 500, percent: 5 },
            { level: 'gold', points: 2000, percent: 8 },
            { level: 'platinum', points: 5000, percent: 10 },
          ],
        },
      },
      bonusSetting: { isEnabled: true, percent: 10 },
      firstDepositBonusSetting: { isEnabled: true, percent: 100, maxMinor: 10_000 },
      pointsAccumulated: 740,
      clubPoints: 120,
      showClubPoints: true,
      availableCurrencies: ['EUR', 'USD', 'RUB'],
      lineSports: sports,
      liveSports: sports.filter((sport) => LIVE_SPORT_IDS.has(sport.id)),
      lineDisallowSports: player.lineDisallowSports,
      liveDisallowSports: player.liveDisallowSports,
      showFavoriteTeams: true,
      showPromoCodeCheck: true,
      showWallets: true,
      walletAttributes: { title_translation_key: 'wallets_bonus' },
      promoSetting: { promoCodeCheckSection: { isAvailable: true, title: 'promo_code_check_title' } },
    };
  }

  /** Saves one setting; a value of the wrong kind or outside its choices is refused. */
  saveSetting(scenario: ScenarioState, userId: string, id: string, value: SettingValue): void {
    const player = this.playerOf(scenario, userId);
    const setting = settingGroups.flatMap((group) => player[group]).find((candidate) => candidate.id === id);
    if (!setting) throw new OfficeError(404, 'setting_unknown');
    const fits = setting.options ? typeof value === 'string' && setting.options.includes(value) : typeof value === typeof setting.value;
    if (!fits) throw new OfficeError(400, 'setting_invalid');
    if (this.scenarioOf(scenario).options.lockedSettings.includes(id)) throw new OfficeError(403, 'setting_locked');
    setting.value = value;
  }

  /** Saves both disallowed lists at once; an unknown sport id refuses the whole save. */
  saveDisallowSports(scenario: ScenarioState, userId: string, line: number[], live: number[]): void {
    const known = new Set(SPORTS.map((sport) => sport.id));
    if (![...line, ...live].every((id) => known.has(id)) || !live.every((id) => LIVE_SPORT_IDS.has(id))) throw new OfficeError(400, 'sports_invalid');
    const player = this.playerOf(scenario, userId);
    player.lineDisallowSports = [...new Set(line)];
    player.liveDisallowSports = [...new Set(live)];
  }

  messagesOf(scenario: ScenarioState, userId: string, lang: Lang) {
    const messages = this.playerOf(scenario, userId).messages;
    return {
      messages: messages.map((message) => ({ id: message.id, title: message.title[lang], body: message.body[lang], sentAt: message.sentAt, read: message.read })),
      unread: messages.filter((message) => !message.read).length,
    };
  }

  unreadOf(scenario: ScenarioState, userId: string): number {
    return this.playerOf(scenario, userId).messages.filter((message) => !message.read).length;
  }

  readMessage(scenario: ScenarioState, userId: string, id: string): void {
    const message = this.playerOf(scenario, userId).messages.find((candidate) => candidate.id === id);
    if (!message) throw new OfficeError(404, 'message_unknown');
    message.read = true;
  }

  deleteMessage(scenario: ScenarioState, userId: string, id: string): void {
    const player = this.playerOf(scenario, userId);
    if (!player.messages.some((message) => message.id === id)) throw new OfficeError(404, 'message_unknown');
    player.messages = player.messages.filter((message) => message.id !== id);
  }

  requestHistory(scenario: ScenarioState, userId: string, kind: HistoryKind, accountId: string): void {
    this.playerOf(scenario, userId).historyRequests.push({ kind, accountId, requestedAt: new Date(this.now()).toISOString() });
  }

  checkPromoCode(code: string) {
    const known = PROMO_CODES.find((candidate) => candidate.code === code.trim().toUpperCase());
    if (!known) throw new OfficeError(404, 'promocode_unknown');
    if (known.expired) throw new OfficeError(410, 'promocode_expired');
    return known;
  }

  activatePromoCode(scenario: ScenarioState, userId: string, code: string) {
    const known = this.checkPromoCode(code);
    const player = this.playerOf(scenario, userId);
    if (player.promoHistory.some((entry) => entry.code === known.code)) throw new OfficeError(409, 'promocode_used');
    player.promoHistory.unshift({ code: known.code, activatedAt: new Date(this.now()).toISOString() });
    return known;
  }

  /** Starts enabling two-factor: a new secret, kept until a code of it is confirmed. */
  startTwoFactor(scenario: ScenarioState, userId: string): string {
    const player = this.playerOf(scenario, userId);
    if (player.twoFactor.secret) throw new OfficeError(409, 'two_factor_on');
    player.twoFactor.pendingSecret = newTotpSecret();
    return player.twoFactor.pendingSecret;
  }

  enableTwoFactor(scenario: ScenarioState, userId: string, code: string): void {
    const twoFactor = this.playerOf(scenario, userId).twoFactor;
    if (!twoFactor.pendingSecret) throw new OfficeError(409, 'two_factor_not_started');
    if (!verifyTotp(twoFactor.pendingSecret, code, this.now())) throw new OfficeError(400, 'code_wrong');
    twoFactor.secret = twoFactor.pendingSecret;
    twoFactor.pendingSecret = null;
  }

  disableTwoFactor(scenario: ScenarioState, userId: string, code: string): void {
    const twoFactor = this.playerOf(scenario, userId).twoFactor;
    if (!twoFactor.secret) throw new OfficeError(409, 'two_factor_off');
    if (!verifyTotp(twoFactor.secret, code, this.now())) throw new OfficeError(400, 'code_wrong');
    twoFactor.secret = null;
  }
}
