import type { CouponConfig, CouponMarket, MarketStates, PlacedCoupon, StakeLimits } from '../../schemas/sports.ts';
import type { PromoCodeEffect, PromoCodeRefusal } from '../../schemas/promoCodes.ts';
import type { ChangeCoefAction, CouponTypeId } from './couponConstants.ts';

// The coupon's state types, apart from its reducer: the modules the reducer imports (its initial state, storage) and
// the deferred slot read them without importing the reducer back.

type GameStatus = MarketStates['markets'][number]['gameStatus'];
type Score = NonNullable<MarketStates['markets'][number]['score']>;

/** A selection in the coupon (spec 3.4, the fields a bet slip shows). */
export interface CouponBet {
  /** The outcome as it was added, with `coef` kept current by price updates. */
  market: CouponMarket;
  /** Unix milliseconds. */
  addedAt: number;
  isBanker: boolean;
  /** Suspended, or gone from the line (missing in a price update), or the game finished. */
  isBlocked: boolean;
  /** Another selection of the same game is in the coupon, so they cannot be combined in one express or system. */
  isDepend: boolean;
  /** The price the bettor accepted, while the current one differs from it; cleared by priceChangesAccepted. */
  previousCoef?: number;
  gameStatus?: GameStatus;
  score?: Score;
}

export type PlaceStatus = 'idle' | 'placing' | 'succeeded' | 'failed';

export type PlaceErrorCode =
  | 'coef_changed'
  | 'market_blocked'
  | 'stake_too_low'
  | 'stake_too_high'
  /** The coupon could win more than the platform's maximum payout (PlaceFailure.maxPayout). */
  | 'max_payout_exceeded'
  | 'insufficient_balance'
  | 'invalid_coupon'
  | 'score_changed'
  /** The player's responsible-gaming limits (self-exclusion, time-out) forbid betting now. */
  | 'gambling_restricted'
  /** The stake passes what the player's own wagering or loss limit leaves (PlaceFailure.remaining). */
  | 'wagering_limit_exceeded'
  | 'loss_limit_exceeded'
  /** The promo code was refused when the coupon was placed (schemas/promoCodes.ts). */
  | PromoCodeRefusal
  | 'network'
  /** The server answered success with a reply that cannot be read: the bet may have been placed. */
  | 'unconfirmed'
  | 'unknown';

/**
 * A failed placement as the saga read it from the JSON:API error (schemas/sports.ts, placeCouponReply). It carries
 * no server text: the slip words each code from its dictionary.
 */
export interface PlaceFailure {
  code: PlaceErrorCode;
  /** coef_changed: the new prices. */
  changes?: { marketId: string; coef: number }[];
  /** score_changed: the games' scores now (null when a game has none any more). */
  scores?: { marketId: string; score: Score | null }[];
  /** market_blocked: the blocked outcomes. */
  marketIds?: string[];
  /** stake_too_low / stake_too_high: the bound the server applied. */
  min?: number;
  max?: number;
  /** wagering_limit_exceeded / loss_limit_exceeded: what that limit leaves to stake (major units). */
  remaining?: number;
  /** max_payout_exceeded: the most one coupon may win. */
  maxPayout?: number;
}

/** The player's own wagering or loss limit that caps the stake, and what it leaves (schemas stakeLimits). */
export type PlayerLimit = NonNullable<StakeLimits['playerLimit']>;

export interface PlacingState {
  status: PlaceStatus;
  /** Sent with the placement so that a retry or a double click places the coupon once. */
  requestId: string | null;
  error: PlaceFailure | null;
}

/** The coupon (spec 3.1), the subset a bet slip needs, plus its config. The paying account is read, not copied. */
export interface CouponState {
  bets: CouponBet[];
  /** Mirrors each bet's addedAt; the shape the spec saves locally and the reminder reads. */
  addedAtByBetId: Record<string, number>;
  typeId: CouponTypeId;
  /**
   * The type the bettor picked, kept until the coupon is emptied so that a system or multiple singles survives
   * adding and removing selections; null means automatic (single for one bet, else express).
   */
  chosenTypeId: CouponTypeId | null;
  systemValue: number;
  /** The stake; null until the bettor sets one, meaning the currency's initial amount. For type 9, the default per single. */
  amount: number | null;
  /** Multiple singles: a stake per selection that overrides `amount`. */
  amountByBetId: Record<string, number>;
  /** Stake limits received for this coupon (schemas stakeLimits); min is per bet, i.e. per combination of a system. */
  minBetAmount: number | null;
  maxBetAmount: number | null;
  /** The most one coupon may win (the stake limits' maxPayout); null until they are read. */
  maxPayout: number | null;
  /** The tightest of the player's wagering and loss limits, from the stake limits or a refusal; null when none caps the stake. */
  playerLimit: PlayerLimit | null;
  /** The `coupon` config group. */
  config: CouponConfig | null;
  settings: CouponSettings;
  pendingOneClickConfirmation: boolean;
  placing: PlacingState;
  lastPlacedCoupon: PlacedCoupon | null;
  manuallyDeletedBonusBet: boolean;
  /** The express of the day the coupon was loaded from, if any. */
  expressId: number | null;
  // The promo code's fields are absent until the slip's promo code field is used: the boot state (initialCouponState)
  // is on the first route, whose bytes are at their limit.
  /** The promo code applied to the coupon, with its terms as the server's check answered them; none when null or absent. */
  promoCode?: PromoCodeEffect | null;
  /** The code the bettor typed, as typed; absent for none. */
  manualPromoCode?: string;
  /** The codes the platform offers this player for this slip (the last answer of the offers call); absent for none. */
  promoCodes?: PromoCodeEffect[];
}

export type LoadSource = 'storage' | 'code' | 'expressDay' | 'receipt';

/** The bettor's coupon settings (spec 3.2). */
export interface CouponSettings {
  /** The bettor's own stake step per currency ISO, used when isManualAmountStep is on. */
  amountStepByCurrencyIso: Record<string, number>;
  isManualAmountStep: boolean;
  changeCoefAction: ChangeCoefAction;
  isAutoMax: boolean;
  isVipBet: boolean;
  isBalanceShown: boolean;
  isPossibleWinShown: boolean;
  isSelectAccountShown: boolean;
  /** Keep the selections in the coupon after it is placed. */
  isCouponFixed: boolean;
  oneClickAmount: number | null;
  isActiveOneClick: boolean;
  /** The price the bettor insists on; null when the field is empty. */
  exactCoef: number | null;
  isDropOnScoreChange: boolean;
  bonusAccountOneClickAmount: number | null;
}
