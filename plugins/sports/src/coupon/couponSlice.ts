import { createEvent, createReducer, on, payload, type EventCreator } from '@host/sdk';
import type { CouponConfig, CouponMarket, ExpressDay, MarketStates, PlacedCoupon, SavedCoupon, StakeLimits } from '../../schemas/sports.ts';
import { COUPON_TYPE, type CouponTypeId, isCouponTypeId, MAX_COUPON_BETS, SYSTEM_MIN } from './couponConstants.ts';
import { roundWin } from './roundWin.ts';
import { type CouponSettingsAction, couponSettingsEvents, couponSettingsReducer } from './couponSettings.ts';
import { initialCouponState } from './initialCouponState.ts';
import { reducePromoCode } from './promoCodeReducer.ts';
import type { Reducer } from 'redux';
import type { StoredBet, StoredCoupon } from './couponStorage.ts';
import type { CouponBet, CouponState, LoadSource, PlaceFailure } from './couponState.ts';

export type { CouponBet, CouponState, LoadSource, PlaceErrorCode, PlaceFailure, PlaceStatus, PlacingState } from './couponState.ts';

type GameStatus = MarketStates['markets'][number]['gameStatus'];

/**
 * The coupon's events. Times are passed in (`now`, Unix ms) so that the reducer stays pure. A loaded coupon comes
 * from storage (parseStoredCoupon), a code (spec 5: only through the query `load`) or the express of the day.
 */
export const couponEvents = {
  /** Adding an outcome that is already in the coupon removes it, as tapping a selected price does on any slip. */
  betAdded: createEvent('coupon/betAdded', payload<{ market: CouponMarket; now: number }>()),
  betRemoved: createEvent('coupon/betRemoved', payload<{ betId: string }>()),
  cleared: createEvent('coupon/cleared'),
  typeChanged: createEvent('coupon/typeChanged', payload<{ typeId: CouponTypeId }>()),
  systemValueChanged: createEvent('coupon/systemValueChanged', payload<{ systemValue: number }>()),
  bankerToggled: createEvent('coupon/bankerToggled', payload<{ betId: string }>()),
  /** The stake; with betId, that single's stake in multiple singles. 0 stands for an empty field. */
  amountChanged: createEvent('coupon/amountChanged', payload<{ amount: number; betId?: string }>()),
  /** Another account pays now: the stake typed for the old one is emptied; the bettor's settings stay. */
  stakeCleared: createEvent('coupon/stakeCleared'),
  pricesUpdated: createEvent('coupon/pricesUpdated', payload<{ states: MarketStates }>()),
  priceChangesAccepted: createEvent('coupon/priceChangesAccepted'),
  placeRequested: createEvent('coupon/placeRequested', payload<{ requestId: string }>()),
  placeSucceeded: createEvent('coupon/placeSucceeded', payload<{ requestId: string; coupon: PlacedCoupon }>()),
  placeFailed: createEvent('coupon/placeFailed', payload<{ requestId: string; error: PlaceFailure }>()),
  loaded: createEvent('coupon/loaded', payload<{ coupon: StoredCoupon & { source: LoadSource; expressId?: number }; now: number }>()),
  bonusBetRemoved: createEvent('coupon/bonusBetRemoved'),
  /** The bettor has read the receipt of the coupon just placed: the slip goes back to empty. */
  receiptClosed: createEvent('coupon/receiptClosed'),
  limitsReceived: createEvent('coupon/limitsReceived', payload<{ limits: StakeLimits }>()),
  configChanged: createEvent('coupon/configChanged', payload<{ config: CouponConfig | null }>()),
};

const E = couponEvents;

/** The events' makers with the call shapes the slip and the sagas use. */
export const couponActions = {
  betAdded: (market: CouponMarket, now: number) => E.betAdded({ market, now }),
  betRemoved: (betId: string) => E.betRemoved({ betId }),
  cleared: () => E.cleared(),
  typeChanged: (typeId: CouponTypeId) => E.typeChanged({ typeId }),
  systemValueChanged: (systemValue: number) => E.systemValueChanged({ systemValue }),
  bankerToggled: (betId: string) => E.bankerToggled({ betId }),
  amountChanged: (amount: number, betId?: string) => E.amountChanged(betId === undefined ? { amount } : { amount, betId }),
  stakeCleared: () => E.stakeCleared(),
  pricesUpdated: (states: MarketStates) => E.pricesUpdated({ states }),
  priceChangesAccepted: () => E.priceChangesAccepted(),
  placeRequested: (requestId: string) => E.placeRequested({ requestId }),
  placeSucceeded: (requestId: string, coupon: PlacedCoupon) => E.placeSucceeded({ requestId, coupon }),
  placeFailed: (requestId: string, error: PlaceFailure) => E.placeFailed({ requestId, error }),
  loaded: (coupon: StoredCoupon, now: number) => E.loaded({ coupon: { ...coupon, source: 'storage' }, now }),
  loadedFromCode: (saved: SavedCoupon, now: number) =>
    E.loaded({ coupon: { ...fromMarkets(saved.markets, saved.typeId, saved.systemValue), source: 'code' }, now }),
  loadedExpressDay: (express: ExpressDay, now: number) =>
    E.loaded({ coupon: { ...fromMarkets(express.markets, COUPON_TYPE.express), source: 'expressDay', expressId: express.expressId }, now }),
  /** The selections of the coupon just placed back in the slip (with its type and bankers), for another bet on them. */
  reusedFromReceipt: (placed: PlacedCoupon, now: number) =>
    E.loaded({
      coupon: {
        bets: placed.bets.map(({ market, isBanker }) => ({ market, isBanker: isBanker === true })),
        addedAtByBetId: {},
        typeId: placed.typeId,
        systemValue: placed.systemValue ?? SYSTEM_MIN,
        source: 'receipt',
      },
      now,
    }),
  bonusBetRemoved: () => E.bonusBetRemoved(),
  receiptClosed: () => E.receiptClosed(),
  limitsReceived: (limits: StakeLimits) => E.limitsReceived({ limits }),
  configChanged: (config: CouponConfig | null) => E.configChanged({ config }),
};

/** Everything the coupon reducer handles: its own events and the settings ones. */
export type CouponSliceAction = ReturnType<(typeof couponActions)[keyof typeof couponActions]> | CouponSettingsAction;

function fromMarkets(markets: readonly CouponMarket[], typeId: CouponTypeId, systemValue = SYSTEM_MIN): StoredCoupon {
  return { bets: markets.map((market) => ({ market, isBanker: false })), addedAtByBetId: {}, typeId, systemValue };
}

/** A system needs at least 3 non-banker selections: k ≥ 2 and k < n. */
const SYSTEM_MIN_SELECTIONS = SYSTEM_MIN + 1;

const PRICE_EPSILON = 1e-9;

const isLiveStatus = (status: GameStatus) => status === 2 || status === 3;

const samePrice = (a: number, b: number) => Math.abs(a - b) <= PRICE_EPSILON;

/** The type the coupon has for its selections and the bettor's choice (see CouponState.chosenTypeId). */
function resolveType(count: number, nonBankers: number, chosen: CouponTypeId | null, hasDependent: boolean): CouponTypeId {
  if (count <= 1) return COUPON_TYPE.single;
  // A single with several selections is multiple singles.
  if (chosen === COUPON_TYPE.multipleSingles || chosen === COUPON_TYPE.single) return COUPON_TYPE.multipleSingles;
  if (chosen === COUPON_TYPE.system && nonBankers >= SYSTEM_MIN_SELECTIONS) return COUPON_TYPE.system;
  // A combined type the bettor picked (or a system still short of selections, shown as an express) stays even
  // when selections depend on each other: the slip says why it cannot be placed (canPlace 'dependentBets').
  // Left automatic, two outcomes of one game make multiple singles, the only type they can be placed as.
  if (chosen === COUPON_TYPE.express || chosen === COUPON_TYPE.system) return COUPON_TYPE.express;
  return hasDependent ? COUPON_TYPE.multipleSingles : COUPON_TYPE.express;
}

const clampSystemValue = (value: number, nonBankers: number) => Math.max(SYSTEM_MIN, Math.min(value, nonBankers - 1));

/**
 * Re-derives everything that follows from the selections: dependence, type, bankers, system value, the per-bet
 * maps. Every reducer case that changes bets or type ends here, so the rules live in one place.
 */
function settle(state: CouponState): CouponState {
  if (state.bets.length === 0) {
    return {
      ...state,
      bets: [],
      addedAtByBetId: {},
      amountByBetId: {},
      typeId: COUPON_TYPE.single,
      chosenTypeId: null,
      manuallyDeletedBonusBet: false,
      expressId: null,
    };
  }
  const perGame = new Map<number, number>();
  for (const bet of state.bets) perGame.set(bet.market.gameId, (perGame.get(bet.market.gameId) ?? 0) + 1);
  let bets = state.bets.map((bet) => {
    const isDepend = (perGame.get(bet.market.gameId) ?? 0) > 1;
    return bet.isDepend === isDepend ? bet : { ...bet, isDepend };
  });
  const hasDependent = bets.some((bet) => bet.isDepend);
  let nonBankers = bets.filter((bet) => !bet.isBanker).length;
  // Removing a selection can leave too few non-bankers for any system; the bankers go rather than the system.
  if (state.chosenTypeId === COUPON_TYPE.system && nonBankers < SYSTEM_MIN_SELECTIONS && bets.length >= SYSTEM_MIN_SELECTIONS) {
    bets = bets.map((bet) => (bet.isBanker ? { ...bet, isBanker: false } : bet));
    nonBankers = bets.length;
  }
  const typeId = resolveType(bets.length, nonBankers, state.chosenTypeId, hasDependent);
  if (typeId !== COUPON_TYPE.system) bets = bets.map((bet) => (bet.isBanker ? { ...bet, isBanker: false } : bet));
  const systemValue = typeId === COUPON_TYPE.system ? clampSystemValue(state.systemValue, nonBankers) : Math.max(SYSTEM_MIN, state.systemValue);
  const ids = new Set(bets.map((bet) => bet.market.id));
  const addedAtByBetId = Object.fromEntries(bets.map((bet) => [bet.market.id, bet.addedAt]));
  const amountByBetId = Object.fromEntries(Object.entries(state.amountByBetId).filter(([id]) => ids.has(id)));
  return { ...state, bets, typeId, systemValue, addedAtByBetId, amountByBetId };
}

/** A changed coupon is no longer the one whose placement failed or succeeded. */
function touch(state: CouponState): CouponState {
  return state.placing.status === 'idle' ? state : { ...state, placing: initialCouponState.placing };
}

const isPlacing = (state: CouponState) => state.placing.status === 'placing';

/** A new price for a bet, remembering the price the bettor accepted until it comes back or is accepted. */
function withPrice(bet: CouponBet, coef: number): CouponBet {
  if (samePrice(coef, bet.market.coef)) return bet;
  const accepted = bet.previousCoef ?? bet.market.coef;
  const { previousCoef: _previous, ...rest } = bet;
  const market = { ...bet.market, coef };
  return samePrice(coef, accepted) ? { ...rest, market } : { ...rest, market, previousCoef: accepted };
}

function applyMarketStates(bet: CouponBet, states: Map<string, MarketStates['markets'][number]>, missing: ReadonlySet<string>): CouponBet {
  if (missing.has(bet.market.id)) return bet.isBlocked ? bet : { ...bet, isBlocked: true };
  const update = states.get(bet.market.id);
  if (!update) return bet;
  const priced = withPrice(bet, update.coef);
  const isBlocked = update.isBlocked || update.gameStatus === 4;
  // A game that started turns its line selections into live ones (VIP bets and the reminder depend on it).
  const isLive = update.gameStatus === 4 ? priced.market.isLive : isLiveStatus(update.gameStatus);
  const scoreChanged = update.score !== undefined && (priced.score?.home !== update.score.home || priced.score?.away !== update.score.away);
  if (priced === bet && bet.isBlocked === isBlocked && bet.market.isLive === isLive && bet.gameStatus === update.gameStatus && !scoreChanged) return bet;
  return {
    ...priced,
    market: priced.market.isLive === isLive ? priced.market : { ...priced.market, isLive },
    isBlocked,
    gameStatus: update.gameStatus,
    ...(update.score ? { score: update.score } : {}),
  };
}

function mapBets(state: CouponState, update: (bet: CouponBet) => CouponBet): CouponState {
  const bets = state.bets.map(update);
  return bets.every((bet, index) => bet === state.bets[index]) ? state : { ...state, bets };
}

const isStake = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function loadBets(stored: readonly StoredBet[], addedAtByBetId: Readonly<Record<string, number>>, now: number): CouponBet[] {
  const seen = new Set<string>();
  const bets: CouponBet[] = [];
  for (const { market, isBanker } of stored) {
    if (seen.has(market.id) || bets.length >= MAX_COUPON_BETS) continue;
    seen.add(market.id);
    const addedAt = Object.hasOwn(addedAtByBetId, market.id) ? addedAtByBetId[market.id] : now;
    bets.push({ market, addedAt, isBanker, isBlocked: false, isDepend: false });
  }
  return bets;
}

function removeBet(state: CouponState, betId: string): CouponState {
  const bets = state.bets.filter((bet) => bet.market.id !== betId);
  return bets.length === state.bets.length ? state : settle(touch({ ...state, bets }));
}

const clearedBets = (state: CouponState): CouponState => settle(touch({ ...state, bets: [] }));

/** A settings event, handled by the settings' reducer; the coupon keeps its state object when they do not change. */
const settingsCase = <Type extends string, Payload extends object>(event: EventCreator<Type, Payload>) =>
  on(event, (state: CouponState, action) => {
    const settings = couponSettingsReducer(state.settings, action);
    return settings === state.settings ? state : { ...state, settings };
  });

/**
 * The coupon reducer. While a placement is in flight the coupon's content is frozen (bet, type, stake and load
 * actions are ignored) so that what is placed is what the bettor saw; price updates still apply.
 */
const reduceCoupon = createReducer<CouponState>(initialCouponState, [
  on(E.betAdded, (state, { market, now }) => {
    if (isPlacing(state)) return state;
    if (state.bets.some((bet) => bet.market.id === market.id)) return removeBet(state, market.id);
    if (state.bets.length >= MAX_COUPON_BETS || !(Number.isFinite(market.coef) && market.coef >= 1)) return state;
    const bet: CouponBet = { market, addedAt: now, isBanker: false, isBlocked: false, isDepend: false };
    return settle(touch({ ...state, bets: [...state.bets, bet] }));
  }),
  on(E.betRemoved, (state, { betId }) => (isPlacing(state) ? state : removeBet(state, betId))),
  on(E.cleared, (state) => (isPlacing(state) ? state : clearedBets(state))),
  on(E.typeChanged, (state, { typeId }) => (isPlacing(state) || !isCouponTypeId(typeId) ? state : settle(touch({ ...state, chosenTypeId: typeId })))),
  on(E.systemValueChanged, (state, { systemValue }) =>
    isPlacing(state) || !Number.isInteger(systemValue) ? state : settle(touch({ ...state, systemValue })),
  ),
  on(E.bankerToggled, (state, { betId }) => {
    if (isPlacing(state) || state.typeId !== COUPON_TYPE.system) return state;
    const target = state.bets.find((bet) => bet.market.id === betId);
    if (!target) return state;
    const nonBankers = state.bets.filter((bet) => !bet.isBanker).length;
    // A new banker must leave a system to choose from: at least 3 other selections.
    if (!target.isBanker && nonBankers - 1 < SYSTEM_MIN_SELECTIONS) return state;
    const bets = state.bets.map((bet) => (bet === target ? { ...bet, isBanker: !bet.isBanker } : bet));
    return settle(touch({ ...state, bets }));
  }),
  on(E.amountChanged, (state, { amount, betId }) => {
    if (isPlacing(state) || !isStake(amount)) return state;
    // A stake the bettor chose ends "always the maximum".
    const settings = state.settings.isAutoMax ? { ...state.settings, isAutoMax: false } : state.settings;
    if (betId === undefined) return touch({ ...state, settings, amount: roundWin(amount) });
    if (!state.bets.some((bet) => bet.market.id === betId)) return state;
    return touch({ ...state, settings, amountByBetId: { ...state.amountByBetId, [betId]: roundWin(amount) } });
  }),
  on(E.stakeCleared, (state) => (isPlacing(state) ? state : touch({ ...state, amount: 0 }))),
  on(E.pricesUpdated, (state, { states }) => {
    const byId = new Map(states.markets.map((market) => [market.id, market]));
    const missing = new Set(states.missing);
    return mapBets(state, (bet) => applyMarketStates(bet, byId, missing));
  }),
  on(E.priceChangesAccepted, (state) =>
    mapBets(state, (bet) => {
      if (bet.previousCoef === undefined) return bet;
      const { previousCoef: _previous, ...rest } = bet;
      return rest;
    }),
  ),
  on(E.placeRequested, (state, { requestId }) =>
    isPlacing(state) || state.bets.length === 0 ? state : { ...state, placing: { status: 'placing', requestId, error: null } },
  ),
  on(E.placeSucceeded, (state, { requestId, coupon }) => {
    if (!isPlacing(state) || state.placing.requestId !== requestId) return state;
    const placed: CouponState = {
      ...state,
      placing: { status: 'succeeded', requestId: null, error: null },
      lastPlacedCoupon: coupon,
      manuallyDeletedBonusBet: false,
    };
    return state.settings.isCouponFixed ? placed : settle({ ...placed, bets: [] });
  }),
  on(E.receiptClosed, (state) => (state.lastPlacedCoupon ? { ...state, lastPlacedCoupon: null, placing: isPlacing(state) ? state.placing : initialCouponState.placing } : state)),
  on(E.placeFailed, (state, { requestId, error }) => {
    if (!isPlacing(state) || state.placing.requestId !== requestId) return state;
    let next: CouponState = { ...state, placing: { status: 'failed', requestId: null, error } };
    if (error.code === 'coef_changed' && error.changes) {
      const prices = new Map(error.changes.map((change) => [change.marketId, change.coef]));
      next = mapBets(next, (bet) => {
        const coef = prices.get(bet.market.id);
        return coef === undefined || !(coef >= 1) ? bet : withPrice(bet, coef);
      });
    }
    if (error.code === 'score_changed' && error.scores) {
      const scores = new Map(error.scores.map((change) => [change.marketId, change.score]));
      next = mapBets(next, (bet) => {
        const score = scores.get(bet.market.id);
        if (score === undefined) return bet;
        const { score: _old, ...rest } = bet;
        return score === null ? rest : { ...rest, score };
      });
    }
    if (error.code === 'market_blocked' && error.marketIds) {
      const blocked = new Set(error.marketIds);
      next = mapBets(next, (bet) => (blocked.has(bet.market.id) && !bet.isBlocked ? { ...bet, isBlocked: true } : bet));
    }
    if (error.code === 'stake_too_low' && isStake(error.min)) next = { ...next, minBetAmount: error.min };
    if (error.code === 'stake_too_high' && isStake(error.max)) next = { ...next, maxBetAmount: error.max };
    if (error.code === 'max_payout_exceeded' && isStake(error.maxPayout)) next = { ...next, maxPayout: error.maxPayout };
    // The refusal says what the limit leaves now: the slip holds the stake to it until the limits are read again.
    if (error.code === 'wagering_limit_exceeded' && isStake(error.remaining)) next = { ...next, playerLimit: { kind: 'wagering', remaining: error.remaining } };
    if (error.code === 'loss_limit_exceeded' && isStake(error.remaining)) next = { ...next, playerLimit: { kind: 'loss', remaining: error.remaining } };
    return next;
  }),
  on(E.loaded, (state, { coupon, now }) => {
    if (isPlacing(state)) return state;
    const { bets, addedAtByBetId, typeId, systemValue, expressId } = coupon;
    // Only a system or multiple singles is a choice; express and single follow from the selections.
    const chosenTypeId = typeId === COUPON_TYPE.system || typeId === COUPON_TYPE.multipleSingles ? typeId : null;
    return settle(
      touch({
        ...state,
        bets: loadBets(bets, addedAtByBetId, now),
        chosenTypeId,
        systemValue,
        amountByBetId: {},
        manuallyDeletedBonusBet: false,
        expressId: expressId ?? null,
        // Reusing a receipt's selections is done with that receipt.
        lastPlacedCoupon: coupon.source === 'receipt' ? null : state.lastPlacedCoupon,
      }),
    );
  }),
  on(E.bonusBetRemoved, (state) => (state.manuallyDeletedBonusBet ? state : { ...state, manuallyDeletedBonusBet: true })),
  on(E.limitsReceived, (state, { limits: { min, max, playerLimit, maxPayout } }) =>
    !isStake(min) || !isStake(max) ? state : { ...state, minBetAmount: min, maxBetAmount: max, playerLimit: playerLimit ?? null, maxPayout: isStake(maxPayout) ? maxPayout : null },
  ),
  on(E.configChanged, (state, { config }) => ({ ...state, config })),
  on(couponSettingsEvents.oneClickRequested, (state) => {
    if (state.settings.isActiveOneClick) return state;
    if (state.bets.length > 0) return { ...state, pendingOneClickConfirmation: true };
    return { ...state, settings: { ...state.settings, isActiveOneClick: true } };
  }),
  on(couponSettingsEvents.oneClickConfirmed, (state) =>
    !state.pendingOneClickConfirmation || isPlacing(state)
      ? state
      : { ...clearedBets(state), pendingOneClickConfirmation: false, settings: { ...state.settings, isActiveOneClick: true } },
  ),
  on(couponSettingsEvents.oneClickDeclined, (state) => (state.pendingOneClickConfirmation ? { ...state, pendingOneClickConfirmation: false } : state)),
  settingsCase(couponSettingsEvents.changed),
  settingsCase(couponSettingsEvents.loaded),
  settingsCase(couponSettingsEvents.exactCoefChanged),
  settingsCase(couponSettingsEvents.dropOnScoreChangeChanged),
  settingsCase(couponSettingsEvents.oneClickDisabled),
]);

/** The coupon's reducer: its own events, the settings', then the promo code's part (promoCodeReducer.ts). */
export const couponReducer: Reducer<CouponState> = (state, action) => reducePromoCode(state, reduceCoupon(state, action), action);
