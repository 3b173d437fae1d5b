import type { CouponMarket } from '../../schemas/sports.ts';
import { type CouponTypeId, isCouponTypeId, MAX_COUPON_BETS, SYSTEM_MIN } from './couponConstants.ts';
import type { CouponState } from './couponState.ts';

/**
 * A selection as saved. Blocked, dependent and moved-price marks are not saved: they describe the line at the
 * time, and the first price update after loading sets them again.
 */
export interface StoredBet {
  market: CouponMarket;
  isBanker: boolean;
}

/** What the spec saves locally (3.1): bets, addedAtByBetId, typeId, systemValue. */
export interface StoredCoupon {
  bets: StoredBet[];
  addedAtByBetId: Record<string, number>;
  typeId: CouponTypeId;
  systemValue: number;
}

export type ParsedCoupon = { ok: true; coupon: StoredCoupon } | { ok: false; error: string };

/** Bumped when the stored shape changes; another version is refused rather than guessed at. */
export const COUPON_STORAGE_VERSION = 1;

/**
 * Bounds on what is read back. Local storage is writable by any script of the origin and by the user, so the copy
 * is untrusted input: it must not be able to make the page do unbounded work or show absurd values.
 */
const MAX_RAW_LENGTH = 200_000;
const MAX_NAME_LENGTH = 200;
/** The outcome id pattern of schemas/sports.ts. */
const OUTCOME_ID = /^[0-9a-z:.-]{1,80}$/;
const MAX_COEF = 100_000;

/** The stored form of the coupon, as a string for local storage. */
export function serializeCoupon(state: Pick<CouponState, 'bets' | 'addedAtByBetId' | 'typeId' | 'systemValue'>): string {
  const bets: StoredBet[] = state.bets.map((bet) => ({ market: bet.market, isBanker: bet.isBanker }));
  return JSON.stringify({
    version: COUPON_STORAGE_VERSION,
    bets,
    addedAtByBetId: state.addedAtByBetId,
    typeId: state.typeId,
    systemValue: state.systemValue,
  });
}

class Invalid extends Error {}

type Json = Record<string, unknown>;

function object(value: unknown, where: string, keys: readonly string[], optional: readonly string[] = []): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Invalid(`${where} is not an object`);
  const record = value as Json;
  for (const key of Object.keys(record)) {
    if (!keys.includes(key) && !optional.includes(key)) throw new Invalid(`${where} has an unknown field ${key}`);
  }
  for (const key of keys) if (!Object.hasOwn(record, key)) throw new Invalid(`${where}.${key} is missing`);
  return record;
}

const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);

function positiveId(value: unknown, where: string): number {
  if (!isInteger(value) || value < 1) throw new Invalid(`${where} is not a positive integer`);
  return value;
}

function integer(value: unknown, where: string): number {
  if (!isInteger(value)) throw new Invalid(`${where} is not an integer`);
  return value;
}

function text(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.length > MAX_NAME_LENGTH) throw new Invalid(`${where} is not a short string`);
  return value;
}

const MARKET_KEYS = ['id', 'coef', 'sportId', 'typeId', 'kind', 'isLive', 'gameId', 'champId', 'names'] as const;
const NAME_KEYS = ['sport', 'champ', 'game', 'market', 'outcome'] as const;

function market(value: unknown, where: string): CouponMarket {
  const raw = object(value, where, MARKET_KEYS);
  if (typeof raw.id !== 'string' || !OUTCOME_ID.test(raw.id)) throw new Invalid(`${where}.id is not an outcome id`);
  const coef = raw.coef;
  if (typeof coef !== 'number' || !Number.isFinite(coef) || coef < 1 || coef > MAX_COEF) throw new Invalid(`${where}.coef is not a price`);
  if (typeof raw.isLive !== 'boolean') throw new Invalid(`${where}.isLive is not a boolean`);
  const names = object(raw.names, `${where}.names`, NAME_KEYS);
  return {
    id: raw.id,
    coef,
    sportId: positiveId(raw.sportId, `${where}.sportId`),
    typeId: integer(raw.typeId, `${where}.typeId`),
    kind: integer(raw.kind, `${where}.kind`),
    isLive: raw.isLive,
    gameId: positiveId(raw.gameId, `${where}.gameId`),
    champId: positiveId(raw.champId, `${where}.champId`),
    names: {
      sport: text(names.sport, `${where}.names.sport`),
      champ: text(names.champ, `${where}.names.champ`),
      game: text(names.game, `${where}.names.game`),
      market: text(names.market, `${where}.names.market`),
      outcome: text(names.outcome, `${where}.names.outcome`),
    },
  };
}

function storedCoupon(value: unknown): StoredCoupon {
  const raw = object(value, 'coupon', ['version', 'bets', 'addedAtByBetId', 'typeId', 'systemValue']);
  if (raw.version !== COUPON_STORAGE_VERSION) throw new Invalid(`unsupported version ${String(raw.version)}`);
  if (!Array.isArray(raw.bets)) throw new Invalid('bets is not an array');
  if (raw.bets.length > MAX_COUPON_BETS) throw new Invalid(`more than ${MAX_COUPON_BETS} bets`);
  const ids = new Set<string>();
  const bets = raw.bets.map((entry: unknown, index): StoredBet => {
    const bet = object(entry, `bets[${index}]`, ['market', 'isBanker']);
    if (typeof bet.isBanker !== 'boolean') throw new Invalid(`bets[${index}].isBanker is not a boolean`);
    const parsed = market(bet.market, `bets[${index}].market`);
    if (ids.has(parsed.id)) throw new Invalid(`bets[${index}] repeats ${parsed.id}`);
    ids.add(parsed.id);
    return { market: parsed, isBanker: bet.isBanker };
  });
  // Keys may only be ids of the stored bets; a time may be missing (loading then uses the current time).
  const times = object(raw.addedAtByBetId, 'addedAtByBetId', [], [...ids]);
  const addedAtByBetId: Record<string, number> = {};
  for (const [id, time] of Object.entries(times)) {
    if (!isInteger(time) || time < 0) throw new Invalid(`addedAtByBetId.${id} is not a time`);
    addedAtByBetId[id] = time;
  }
  if (!isCouponTypeId(raw.typeId)) throw new Invalid('typeId is not a coupon type');
  const systemValue = raw.systemValue;
  if (!isInteger(systemValue) || systemValue < SYSTEM_MIN || systemValue > MAX_COUPON_BETS) throw new Invalid('systemValue is out of range');
  return { bets, addedAtByBetId, typeId: raw.typeId, systemValue };
}

/**
 * Reads a stored coupon back, validated field by field: unknown fields, wrong types, prices that are not finite
 * numbers in [1, 100000], repeated selections, more than 50 bets or an oversized string are refused with a reason.
 * Never throws. The result holds fresh objects only, never the parsed ones, so nothing unexpected (such as a
 * `__proto__` key) rides along.
 */
export function parseStoredCoupon(raw: string | null): ParsedCoupon {
  if (raw === null || raw === '') return { ok: false, error: 'nothing stored' };
  if (raw.length > MAX_RAW_LENGTH) return { ok: false, error: 'stored coupon is too large' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'stored coupon is not JSON' };
  }
  try {
    return { ok: true, coupon: storedCoupon(value) };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, error: error.message };
    return { ok: false, error: 'stored coupon could not be read' };
  }
}
