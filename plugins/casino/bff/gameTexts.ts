import type { CasinoLang } from './catalogue.ts';

type GameText =
  | 'stake'
  | 'spin'
  | 'balance'
  | 'exit'
  | 'closed'
  | 'demo'
  | 'noMoney'
  | 'restricted'
  | 'overLimit'
  | 'sessionEnded'
  | 'failed'
  | 'win'
  | 'notFound'
  | 'autoplay'
  | 'stopAutoplay'
  | 'quickSpin'
  | 'tooSoon'
  | 'aboveMaximum'
  | 'net'
  | 'maxWinChance'
  | 'averagePayout';

/**
 * The game is a studio's page, not the site's: its few texts are its own, in the launch's language. `{seconds}`,
 * `{multiplier}`, `{outcomes}`, `{percent}`, `{unit}` and `{amount}` are filled in where they appear.
 */
export const GAME_TEXTS: Record<CasinoLang, Record<GameText, string>> = {
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
    autoplay: 'Autoplay',
    stopAutoplay: 'Stop autoplay',
    quickSpin: 'Quick spin',
    tooSoon: 'Too soon: the next game can start in {seconds} s.',
    aboveMaximum: 'This stake is above the maximum stake per spin.',
    net: 'Net position',
    maxWinChance: 'Chance of the maximum win ({multiplier} × stake): 1 in {outcomes} ({percent})',
    averagePayout: 'Average payout per {unit} staked: {amount}',
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
    autoplay: 'Автоигра',
    stopAutoplay: 'Остановить автоигру',
    quickSpin: 'Быстрое вращение',
    tooSoon: 'Слишком рано: следующая игра возможна через {seconds} с.',
    aboveMaximum: 'Эта ставка выше максимальной ставки за вращение.',
    net: 'Итог игры',
    maxWinChance: 'Вероятность максимального выигрыша ({multiplier} × ставка): 1 из {outcomes} ({percent})',
    averagePayout: 'Средняя выплата на {unit} ставки: {amount}',
  },
};

/** A text with its `{name}` parts filled in. */
export const fillIn = (text: string, values: Record<string, string>): string => text.replace(/\{(\w+)\}/g, (part, name: string) => values[name] ?? part);
