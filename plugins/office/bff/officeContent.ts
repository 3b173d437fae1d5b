/** The reference BFF's promotional content in the two demo languages (a real operator's CMS sends it). */
export type Lang = 'en' | 'ru';

export const langOf = (header: unknown): Lang => (String(header ?? '').toLowerCase().startsWith('ru') ? 'ru' : 'en');

type Localised = Record<Lang, string>;

export interface PromotionContent {
  id: string;
  title: Localised;
  summary: Localised;
  body: Localised;
  endsAt: string;
}

export const PROMOTIONS: readonly PromotionContent[] = [
  {
    id: 'welcome-bonus',
    title: { en: 'Welcome bonus 100%', ru: 'Приветственный бонус 100%' },
    summary: { en: 'Double your first deposit.', ru: 'Удвойте первый депозит.' },
    body: { en: 'Make your first deposit and get the same amount as a bonus, up to 100 EUR. Wager it 5 times on accumulators with odds of 1.4 or more.', ru: 'Сделайте первый депозит и получите такую же сумму бонусом, до 100 EUR. Отыграйте его 5 раз экспрессами с коэффициентом от 1,4.' },
    endsAt: '2027-12-31',
  },
  {
    id: 'express-boost',
    title: { en: 'Accumulator boost', ru: 'Усиление экспресса' },
    summary: { en: 'Up to 10% more on accumulators.', ru: 'До 10% сверху к экспрессам.' },
    body: { en: 'Every accumulator of 4 selections or more wins up to 10% more.', ru: 'Каждый экспресс из 4 событий и более выигрывает до 10% больше.' },
    endsAt: '2027-06-30',
  },
  {
    id: 'casino-friday',
    title: { en: 'Casino Friday', ru: 'Пятница в казино' },
    summary: { en: '50 free spins every Friday.', ru: '50 фриспинов каждую пятницу.' },
    body: { en: 'Deposit on Friday and get 50 free spins in the slot of the week.', ru: 'Пополните счёт в пятницу и получите 50 фриспинов в слоте недели.' },
    endsAt: '2027-12-31',
  },
];

export interface BonusRuleContent {
  id: string;
  kind: 'rules' | 'games';
  partner: string | null;
  title: Localised;
  body: Localised;
}

/** The bonus programme's pages (bonus/rules, bonus/games and their items); slot_first_deposit is named by the identification whitelist. */
export const BONUS_RULES: readonly BonusRuleContent[] = [
  { id: 'first_deposit', kind: 'rules', partner: null, title: { en: 'First deposit bonus', ru: 'Бонус на первый депозит' }, body: { en: '100% of the first deposit, up to 100 EUR, wagered 5 times.', ru: '100% от первого депозита, до 100 EUR, с отыгрышем x5.' } },
  { id: 'slot_first_deposit', kind: 'rules', partner: null, title: { en: 'Slots first deposit bonus', ru: 'Бонус на первый депозит в слотах' }, body: { en: '150% of the first deposit for slots, up to 300 EUR, wagered 35 times.', ru: '150% от первого депозита для слотов, до 300 EUR, с отыгрышем x35.' } },
  { id: 'cashback', kind: 'rules', partner: null, title: { en: 'Weekly cashback', ru: 'Еженедельный кешбэк' }, body: { en: 'Up to 10% of the week\'s losses back every Monday.', ru: 'До 10% проигрыша за неделю возвращается каждый понедельник.' } },
  { id: 'fortune-wheel', kind: 'games', partner: null, title: { en: 'Wheel of fortune', ru: 'Колесо фортуны' }, body: { en: 'Spin the wheel once a day for free bets and points.', ru: 'Крутите колесо раз в день и выигрывайте фрибеты и баллы.' } },
  { id: 'partner-poker', kind: 'rules', partner: 'poker-room', title: { en: 'Poker room welcome pack', ru: 'Приветственный пакет покер-рума' }, body: { en: 'A partner offer: 20 EUR of tournament tickets after the first deposit.', ru: 'Предложение партнёра: билеты на турниры на 20 EUR после первого депозита.' } },
];

export interface LandingContent {
  id: string;
  title: Localised;
  body: Localised;
  promotionId: string;
}

export const LANDINGS: readonly LandingContent[] = [
  {
    id: 'champions',
    title: { en: 'The champions\' season', ru: 'Сезон чемпионов' },
    body: { en: 'Bet on the cup nights and collect free bets.', ru: 'Ставьте на кубковые вечера и собирайте фрибеты.' },
    promotionId: 'express-boost',
  },
];

export interface PromoCodeContent {
  code: string;
  title: Localised;
  amountMinor: number;
  currency: string;
  expired: boolean;
}

/** Promo codes the demo knows; codes are compared upper-case. */
export const PROMO_CODES: readonly PromoCodeContent[] = [
  { code: 'WELCOME100', title: { en: 'Free bet 10 EUR', ru: 'Фрибет 10 EUR' }, amountMinor: 1000, currency: 'EUR', expired: false },
  { code: 'SPINS50', title: { en: '50 free spins', ru: '50 фриспинов' }, amountMinor: 0, currency: 'EUR', expired: false },
  { code: 'SUMMER2020', title: { en: 'Summer free bet', ru: 'Летний фрибет' }, amountMinor: 500, currency: 'EUR', expired: true },
];
