// @vitest-environment node
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestBff, patchScenario } from '../../../tests/support/bffFetch.ts';
import { caller as bffCaller, type Caller } from '../../../tests/support/bffCaller.ts';
import { validate_availableLimitsReply } from '../src/generated/validate_availableLimitsReply.js';
import { validate_limitActionReply } from '../src/generated/validate_limitActionReply.js';
import { validate_limitsReply } from '../src/generated/validate_limitsReply.js';
import { validate_pingReply } from '../src/generated/validate_pingReply.js';
import { validate_saveLimitsReply } from '../src/generated/validate_saveLimitsReply.js';
import { validate_selfExcludeReasonsReply } from '../src/generated/validate_selfExcludeReasonsReply.js';
import { validate_testAnswersReply } from '../src/generated/validate_testAnswersReply.js';
import type { Limit } from '../schemas/limits.ts';

const app = createTestBff();
afterAll(() => app.close());

const API = '/limit-service-api/api/external/web/v3';
const BASE = '/limit-service-api/limit/external/web/api/v1';
const DEMO_USER = '100001';
const DAY = 86_400;

/** The sports module's live simulation is frozen, so that no price moves under a bet. */
const caller = (login: string | null = 'demo@northbet.example') => bffCaller(app, { login, patch: { sports: { frozen: true } }, prefix: 'limits' });

/** An open outcome of the demo line, to bet on. */
async function openOutcome(call: Caller): Promise<{ marketId: string; coef: number }> {
  const events = (await call.get('/line-api/v1/line/events?sport=football')).json().events as Array<{ markets: Array<{ outcomes: Array<{ id: string; coef: number; isBlocked: boolean }> }> }>;
  const outcome = events.flatMap((event) => event.markets[0]?.outcomes ?? []).find((candidate) => !candidate.isBlocked);
  if (!outcome) throw new Error('the demo line has no open outcome');
  return { marketId: outcome.id, coef: outcome.coef };
}
const limitsOf = async (call: Caller): Promise<{ limits: Limit[]; serverTime: number }> => (await call.get(`${API}/limits`)).json();
const save = (call: Caller, limits: Array<Record<string, unknown>>) => call.post(`${API}/limits`, { limits });
const setLimits = (call: Caller, patch: Record<string, unknown>) => patchScenario(app, call.scenario, { limits: { userId: DEMO_USER, ...patch } });
const inject = (call: Caller, method: 'DELETE' | 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { host: 'localhost', cookie: `bff_scenario=${call.scenario}; ${call.cookie}`, authorization: `Bearer ${call.token}`, ...headers } });

describe('the limits calls refuse a visitor', () => {
  it('answers 401 to every call without a bearer token', async () => {
    const guest = await caller(null);
    for (const url of [`${API}/limits`, `${API}/availablelimits`, `${API}/reasons/selfexclude`]) expect((await guest.get(url)).statusCode, url).toBe(401);
    for (const url of [`${API}/limits`, `${API}/testanswers`, `${API}/limitaction`, `${API}/ping`, `${BASE}/BlockUser`, '/web-api/api/web/user/v1/reality-check']) {
      expect((await guest.post(url, {})).statusCode, url).toBe(401);
    }
  });
});

describe('GET availablelimits and limits', () => {
  it('offers every limit type with the spec choices, labelled in the X-Language language', async () => {
    const call = await caller();
    const reply = await inject(call, 'GET', `${API}/availablelimits`, { 'x-language': 'ru' });
    expect(validate_availableLimitsReply(reply.json())).toBe(true);
    const types = reply.json().limitTypes as Array<{ limitType: number; label: string; availableValues: number[] }>;
    expect(types.map((type) => type.limitType)).toEqual([1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37]);
    const of = (limitType: number) => types.find((type) => type.limitType === limitType)!;
    expect(of(30).availableValues).toEqual([1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825]);
    expect(of(33).availableValues).toEqual([1, 7, 30]);
    expect(of(32).availableValues).toEqual([5, 10, 15, 30, 45, 60]);
    expect(of(31).availableValues).toEqual([-1, ...Array.from({ length: 24 }, (_, index) => index + 1)]);
    expect(of(20).availableValues).toContain(999_999_999);
    expect(of(30).label).toBe('Самоисключение');
  });

  it('answers no limits for a new player, with the server time', async () => {
    const call = await caller();
    const reply = await call.get(`${API}/limits`);
    expect(validate_limitsReply(reply.json())).toBe(true);
    expect(reply.json().limits).toEqual([]);
    expect(Math.abs(reply.json().serverTime - Date.now() / 1000)).toBeLessThan(5);
  });
});

describe('POST limits', () => {
  it('applies a deposit decrease at once and keeps an increase pending for approval', async () => {
    const call = await caller();
    const first = await save(call, [{ limitType: 20, limitValue: 5000 }]);
    expect(validate_saveLimitsReply(first.json())).toBe(true);
    expect(first.json()).toMatchObject({ status: 'saved', tokenGuid: null, questions: [] });
    await save(call, [{ limitType: 20, limitValue: 1000 }]);
    expect((await limitsOf(call)).limits).toEqual([expect.objectContaining({ limitType: 20, limitValue: 1000, limitState: 'ACTIVE', needApprove: false })]);
    await save(call, [{ limitType: 20, limitValue: 10_000 }]);
    const limits = (await limitsOf(call)).limits;
    expect(limits).toEqual([
      expect.objectContaining({ limitType: 20, limitValue: 1000, limitState: 'ACTIVE' }),
      expect.objectContaining({ limitType: 20, limitValue: 10_000, limitState: 'PENDING', needApprove: true }),
    ]);
  });

  it('sets a self-exclusion for its days, and refuses to change it while it runs (data.status, data.title)', async () => {
    const call = await caller();
    await save(call, [{ limitType: 30, limitValue: 7, selfExcludeReason: 2 }]);
    const exclusion = (await limitsOf(call)).limits.find((limit) => limit.limitType === 30)!;
    expect(exclusion).toMatchObject({ limitState: 'ACTIVE', selfExcludeReason: 2 });
    expect(exclusion.endsAt! - exclusion.startedAt!).toBe(7 * DAY);
    const refused = await save(call, [{ limitType: 30, limitValue: 1 }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, status: 403, title: 'A self-exclusion or time-out cannot be changed or cancelled while it runs.' });
  });

  it('refuses values off the lists, unknown types and malformed bodies with 400', async () => {
    const call = await caller();
    for (const limits of [[{ limitType: 30, limitValue: 2 }], [{ limitType: 33, limitValue: 90 }], [{ limitType: 32, limitValue: 7 }], [{ limitType: 31, limitValue: 25 }], [{ limitType: 99, limitValue: 1 }], [{ limitType: 20, limitValue: -5 }], []]) {
      const reply = await save(call, limits);
      expect(reply.statusCode, JSON.stringify(limits)).toBe(400);
      expect(reply.json()).toMatchObject({ status: 400, title: 'These limits cannot be set.' });
    }
  });

  it('refuses wagering and loss limits while the extra-limits lock (37) is ACTIVE', async () => {
    const call = await caller();
    await save(call, [{ limitType: 37, limitValue: 1 }]);
    const refused = await save(call, [{ limitType: 1, limitValue: 5000 }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe('Your wagering and loss limits are locked.');
    expect((await save(call, [{ limitType: 21, limitValue: 5000 }])).statusCode).toBe(200);
  });

  it('counts the session limit (31) from its start and removes it with -1', async () => {
    const call = await caller();
    await save(call, [{ limitType: 31, limitValue: 2 }]);
    const [session] = (await limitsOf(call)).limits;
    expect(session).toMatchObject({ limitType: 31, limitValue: 2, limitState: 'ACTIVE' });
    // Two hours in seconds, less the second or two the calls took.
    expect(session.limitBalance).toBeGreaterThanOrEqual(7198);
    expect(session.limitBalance).toBeLessThanOrEqual(7200);
    // Removing it loosens it: it waits out the cooling-off, then the player confirms.
    await save(call, [{ limitType: 31, limitValue: -1 }]);
    expect((await limitsOf(call)).limits.map((limit) => [limit.limitValue, limit.limitState, limit.needApprove])).toEqual([
      [2, 'ACTIVE', false],
      [-1, 'PENDING', true],
    ]);
    await setLimits(call, { advanceSeconds: DAY });
    expect((await call.post(`${API}/limitaction`, { limitType: 31, action: 'confirm' })).statusCode).toBe(200);
    expect((await limitsOf(call)).limits).toEqual([]);
  });

  it.each([
    ['wagering, 24 h', 1],
    ['loss, 24 h', 10],
    ['reality check', 32],
  ])('holds a raise of the %s limit for the cooling-off and a fresh confirmation; a cut applies at once', async (_, limitType) => {
    const call = await caller();
    const [low, high, lower] = limitType === 32 ? [10, 60, 5] : [1_000, 100_000, 500];
    await save(call, [{ limitType, limitValue: low }]);
    await save(call, [{ limitType, limitValue: high }]);
    const stateOf = async () => (await limitsOf(call)).limits.map((limit) => [limit.limitValue, limit.limitState]);
    expect(await stateOf()).toEqual([
      [low, 'ACTIVE'],
      [high, 'PENDING'],
    ]);
    expect((await call.post(`${API}/limitaction`, { limitType, action: 'confirm' })).statusCode).toBe(409);
    await setLimits(call, { advanceSeconds: DAY });
    expect((await call.post(`${API}/limitaction`, { limitType, action: 'confirm' })).statusCode).toBe(200);
    expect(await stateOf()).toEqual([[high, 'ACTIVE']]);
    await save(call, [{ limitType, limitValue: lower }]);
    expect(await stateOf()).toEqual([[lower, 'ACTIVE']]);
  });
});

describe('POST testanswers', () => {
  it('holds a save behind its questions until they are answered right', async () => {
    const call = await caller();
    await setLimits(call, { askQuestions: true });
    const asked = await save(call, [{ limitType: 22, limitValue: 5000 }]);
    expect(validate_saveLimitsReply(asked.json())).toBe(true);
    const { status, questions, tokenGuid } = asked.json();
    expect(status).toBe('questions');
    expect(questions.length).toBeGreaterThan(0);
    expect((await limitsOf(call)).limits).toEqual([]);

    const wrong = await call.post(`${API}/testanswers`, { tokenGuid, answers: [{ questionId: questions[0].id, answerId: 2 }] });
    expect(validate_testAnswersReply(wrong.json())).toBe(true);
    expect(wrong.json()).toMatchObject({ success: false, questionsResult: [{ questionId: questions[0].id, correct: false }], limitsData: [] });

    const right = await call.post(`${API}/testanswers`, { tokenGuid, answers: [{ questionId: questions[0].id, answerId: 1 }] });
    expect(right.json()).toMatchObject({ success: true, limitsData: [expect.objectContaining({ limitType: 22, limitValue: 5000, limitState: 'ACTIVE' })] });
    expect((await call.post(`${API}/testanswers`, { tokenGuid, answers: [] })).statusCode).toBe(404);
  });
});

describe('GET reasons/selfexclude', () => {
  it('answers 404 where the feature is off, and the reasons where it is on', async () => {
    const call = await caller();
    expect((await call.get(`${API}/reasons/selfexclude`)).statusCode).toBe(404);
    await patchScenario(app, call.scenario, { config: { features: { selfExcludeReasons: true } } });
    const reply = await call.get(`${API}/reasons/selfexclude`);
    expect(validate_selfExcludeReasonsReply(reply.json())).toBe(true);
    expect(reply.json().reasons[0]).toEqual({ id: 1, selfExcludeReason: 'I spend too much time gambling' });
  });
});

describe('the limit action (POST limitaction, DELETE limits/{type})', () => {
  const pendingIncrease = (call: Caller, startsIn = 0) =>
    setLimits(call, {
      limits: [
        { limitType: 21, limitValue: 1000 },
        { limitType: 21, limitValue: 20_000, limitState: 'PENDING', needApprove: true, startsIn },
      ],
    });

  it('refuses to confirm before the 86 400 s window ends, and confirms once it has', async () => {
    const call = await caller();
    await pendingIncrease(call, -(DAY - 2));
    const early = await call.post(`${API}/limitaction`, { limitType: 21, action: 'confirm' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ success: false, status: 409, title: 'This limit cannot be confirmed before its waiting period ends.' });
    await setLimits(call, { advanceSeconds: 2 });
    const confirmed = await call.post(`${API}/limitaction`, { limitType: 21, action: 'confirm' });
    expect(validate_limitActionReply(confirmed.json())).toBe(true);
    expect(confirmed.json()).toMatchObject({ success: true, title: 'The limit is confirmed.' });
    expect((await limitsOf(call)).limits).toEqual([expect.objectContaining({ limitType: 21, limitValue: 20_000, limitState: 'ACTIVE', needApprove: false })]);
  });

  it('rejects by POST or DELETE, removing only the pending limit', async () => {
    for (const reject of [(call: Caller) => call.post(`${API}/limitaction`, { limitType: 21, action: 'reject' }), (call: Caller) => inject(call, 'DELETE', `${API}/limits/21`)]) {
      const call = await caller();
      await pendingIncrease(call);
      const reply = await reject(call);
      expect(reply.json()).toMatchObject({ success: true, title: 'The limit change is cancelled.' });
      expect((await limitsOf(call)).limits).toEqual([expect.objectContaining({ limitType: 21, limitValue: 1000, limitState: 'ACTIVE' })]);
      const again = await reject(call);
      expect(again.statusCode).toBe(404);
      expect(again.json().title).toBe('There is no limit waiting for your decision.');
    }
  });
});

describe('BlockUser and the gambling restriction', () => {
  it('self-excludes the player for the days asked at once, even where saves ask questions, and refuses days off the list', async () => {
    const call = await caller();
    await setLimits(call, { askQuestions: true });
    expect((await call.post(`${BASE}/BlockUser`, { days: 2 })).statusCode).toBe(400);
    const reply = await call.post(`${BASE}/BlockUser`, { days: 30, selfExcludeReason: 3 });
    expect(reply.json()).toEqual({ success: true });
    const exclusion = (await limitsOf(call)).limits.find((limit) => limit.limitType === 30)!;
    expect(exclusion).toMatchObject({ limitState: 'ACTIVE', selfExcludeReason: 3 });
    expect(exclusion.endsAt! - exclusion.startedAt!).toBe(30 * DAY);
  });

  it('makes the sports module refuse a bet (403 gambling_restricted) from the moment an exclusion starts', async () => {
    const call = await caller();
    const bet = await openOutcome(call);
    let placed = 0;
    const place = () =>
      call.post('/coupon-api/v1/place', { requestId: `limits-${Date.now()}-${placed++}`, accountId: '1000011', typeId: 0, amount: 100, bets: [{ marketId: bet.marketId, coef: bet.coef }], changeCoefAction: 2, exactCoef: null });
    await setLimits(call, { limits: [{ limitType: 33, limitValue: 1, startsIn: 60, lastsFor: DAY }] });
    expect((await place()).statusCode).toBe(200);
    await setLimits(call, { advanceSeconds: 60 });
    const refused = await place();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: [{ status: '403', code: 'gambling_restricted', detail: 'the player may not gamble now', meta: { reason: 'timeOut' } }] });
    await setLimits(call, { advanceSeconds: DAY });
    expect((await place()).statusCode).toBe(200);
  });
});

describe('POST ping and the reality check', () => {
  it('answers what is left of the session limit, and that it has ended once it runs out', async () => {
    // The balance counts whole seconds: the clock is frozen so that a slow machine's second does not pass between the calls.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const call = await caller();
    expect((await call.post(`${API}/ping`)).statusCode).toBe(409);
    await setLimits(call, { limits: [{ limitType: 31, limitValue: 1, limitBalance: 60 }] });
    const first = await call.post(`${API}/ping`);
    expect(validate_pingReply(first.json())).toBe(true);
    expect(first.json()).toEqual({ limitBalance: 60, ended: false });
    await setLimits(call, { advanceSeconds: 61 });
    expect((await call.post(`${API}/ping`)).json()).toEqual({ limitBalance: 0, ended: true });
  });

  it('takes the reality-check answer (204) and refuses a malformed one', async () => {
    const call = await caller();
    const url = '/web-api/api/web/user/v1/reality-check';
    expect((await call.post(url, { data: { attributes: { action: 'continue', do_not_show_again: true, popup_show_at: 1_800_000_000 } } })).statusCode).toBe(204);
    for (const attributes of [{ action: 'stay', do_not_show_again: true, popup_show_at: 1 }, { action: 'continue', do_not_show_again: 'yes', popup_show_at: 1 }, { action: 'log_out', do_not_show_again: false }]) {
      expect((await call.post(url, { data: { attributes } })).statusCode, JSON.stringify(attributes)).toBe(400);
    }
  });
});

describe('the limits test-control field', () => {
  it('refuses a malformed patch', async () => {
    const call = await caller();
    for (const limits of [{ limits: [{ limitType: 5, limitValue: 1 }], userId: DEMO_USER }, { limits: [], userId: 'x' }, { advanceSeconds: -1 }, { askQuestions: 'yes' }]) {
      const reply = await app.inject({ method: 'POST', url: `/bff-test/scenario/${call.scenario}`, payload: { limits }, headers: { host: 'localhost' } });
      expect(reply.statusCode, JSON.stringify(limits)).toBe(400);
    }
  });
});
