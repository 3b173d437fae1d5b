import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DomainSettings, ScenarioState } from '../../../bff/bffModule.ts';
import { ApiError } from '../../../bff/bffModule.ts';
import { captchaAnswerRequestSchema, fingerprintRequestSchema, type CaptchaAnswerRequest, type FingerprintRequest } from './accountRequests.ts';
import { captchaImage } from './captchaImage.ts';

/** After this many failed sign-ins for one login, the next attempt needs a solved captcha (code 100). */
export const FAILED_LOGINS_BEFORE_CAPTCHA = 3;
/** How long a demo challenge may be answered, and how long its result may be used (once). */
export const CAPTCHA_CHALLENGE_LIFETIME_S = 5 * 60;
export const CAPTCHA_RESULT_LIFETIME_S = 2 * 60;
export const CAPTCHA_DIGITS = 5;
/** The header a refused call is sent again with, carrying the captcha result (plugins/account/schemas/auth.ts). */
export const CAPTCHA_RESULT_HEADER = 'x-captcha-result';
export const FINGERPRINT_HEADER = 'x-fingerprint';
export const FINGERPRINT_ERROR_CODE = 'fingerprint_invalid';
export const FINGERPRINT_LIFETIME_S = 30 * 60;
/** The most a fingerprint's components data may take, as JSON: its schema bounds its fields, not their size. */
const MAX_COMPONENTS_JSON = 4096;
/** Challenges kept at most: the oldest go first, so asking for challenges in a loop cannot grow the server. */
const MAX_CHALLENGES = 10_000;

/** The JSON:API error a refused sign-in answers with. */
export interface ChallengeRefusal {
  status: '400';
  code: string;
  detail: string;
}

/** What challenges know per test scenario (the domain itself outside scenarios). */
interface ChallengeState {
  failures: Map<string, number>;
  /** `armed`: the next sign-in is refused for its fingerprint; `refused`: sign-ins need a fingerprint issued since. */
  fingerprint: { kind: 'armed' } | { kind: 'refused'; firstFresh: number } | null;
  captchaTimeType: number;
}

/** The captcha, fingerprint and failed-sign-in bookkeeping that every sign-in call goes through. */
export interface Challenges {
  /** The challenge a sign-in for `login` meets first, or null when it may go on (a captcha result is used up). */
  signInGate(request: FastifyRequest, login: string): ChallengeRefusal | null;
  signInFailed(request: FastifyRequest, login: string): void;
  signInSucceeded(request: FastifyRequest, login: string): void;
  /** The `auth` field of a test scenario patch; answers an error message for a malformed one. */
  patchScenario(scenario: ScenarioState, patch: unknown): string | null;
  /** A new challenge: its id and the picture of its digits (the digits never leave the server). */
  newChallenge(): { id: string; image: string };
  /** The digits of a challenge (under test mode only, for the tests that solve it), or null. */
  answerOf(id: string): string | null;
  /** The result of a right answer, or the reason it is refused (each challenge takes one answer). */
  validate(id: string, answer: string): { result: string } | { error: string };
  issueFingerprint(componentsData: Record<string, unknown>): { token: string; expiresAt: number };
  captchaTimeType(request: FastifyRequest): number;
  nowSeconds(): number;
}

interface ChallengeOptions {
  stateOf: (request: FastifyRequest) => ScenarioState;
  now?: () => number;
}

const refusal = (code: string, detail: string): ChallengeRefusal => ({ status: '400', code, detail });

export function createChallenges({ stateOf, now = Date.now }: ChallengeOptions): Challenges {
  const secret = randomBytes(32);
  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const signed = (claims: object) => {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${sign(payload)}`;
  };
  /** The claims of a token this server signed, or null. */
  function claimsOf(token: string | undefined): Record<string, unknown> | null {
    const [payload, signature, extra] = (token ?? '').split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(sign(payload));
    if (expected.length !== Buffer.byteLength(signature) || !timingSafeEqual(expected, Buffer.from(signature))) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
  }

  // Keyed by the scenario's copy of the domain (the domain itself outside scenarios): it lives as long as the scenario.
  const states = new WeakMap<DomainSettings, ChallengeState>();
  function stateFor(scenario: ScenarioState): ChallengeState {
    let state = states.get(scenario.domain);
    if (!state) {
      state = { failures: new Map(), fingerprint: null, captchaTimeType: 0 };
      states.set(scenario.domain, state);
    }
    return state;
  }

  const challenges = new Map<string, { digits: string; expiresAt: number }>();
  /** Fingerprints are numbered as issued: "issued since" is by number, as two can share a millisecond. */
  let fingerprintsIssued = 0;
  /** Results already used, by challenge id, until they expire (a used result is refused, an expired one anyway). */
  const usedResults = new Map<string, number>();
  const header = (request: FastifyRequest, name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };

  function fingerprintRefusal(request: FastifyRequest, state: ChallengeState): ChallengeRefusal | null {
    const fingerprint = state.fingerprint;
    if (!fingerprint) return null;
    if (fingerprint.kind === 'armed') {
      state.fingerprint = { kind: 'refused', firstFresh: fingerprintsIssued + 1 };
      return refusal(FINGERPRINT_ERROR_CODE, 'The browser fingerprint is out of date');
    }
    const claims = claimsOf(header(request, FINGERPRINT_HEADER));
    const fresh = claims && typeof claims.n === 'number' && typeof claims.exp === 'number' && claims.n >= fingerprint.firstFresh && claims.exp * 1000 > now();
    if (!fresh) return refusal(FINGERPRINT_ERROR_CODE, 'The browser fingerprint is out of date');
    state.fingerprint = null;
    return null;
  }

  function captchaRefusal(request: FastifyRequest, state: ChallengeState, login: string): ChallengeRefusal | null {
    if ((state.failures.get(login) ?? 0) < FAILED_LOGINS_BEFORE_CAPTCHA) return null;
    const result = header(request, CAPTCHA_RESULT_HEADER);
    if (result === undefined) return refusal('100', 'captcha required');
    const claims = claimsOf(result);
    if (!claims || typeof claims.exp !== 'number' || typeof claims.cid !== 'string' || usedResults.has(claims.cid)) {
      return refusal('111', 'The captcha result is not valid');
    }
    if (claims.exp * 1000 <= now()) return refusal('112', 'The captcha result has expired');
    for (const [cid, exp] of usedResults) if (exp * 1000 <= now()) usedResults.delete(cid);
    usedResults.set(claims.cid, claims.exp);
    return null;
  }

  return {
    signInGate(request, login) {
      const state = stateFor(stateOf(request));
      return fingerprintRefusal(request, state) ?? captchaRefusal(request, state, login);
    },
    signInFailed(request, login) {
      const { failures } = stateFor(stateOf(request));
      failures.set(login, (failures.get(login) ?? 0) + 1);
    },
    signInSucceeded(request, login) {
      stateFor(stateOf(request)).failures.delete(login);
    },
    patchScenario(scenario, patch) {
      if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return 'auth must be an object';
      const { fingerprintError, captchaTimeType, ...rest } = patch as Record<string, unknown>;
      const unknown = Object.keys(rest)[0];
      if (unknown !== undefined) return `unknown auth switch "${unknown.slice(0, 40)}"`;
      if (fingerprintError !== undefined && typeof fingerprintError !== 'boolean') return 'auth.fingerprintError must be a boolean';
      if (captchaTimeType !== undefined && !Number.isInteger(captchaTimeType)) return 'auth.captchaTimeType must be an integer';
      const state = stateFor(scenario);
      if (fingerprintError !== undefined) state.fingerprint = fingerprintError ? { kind: 'armed' } : null;
      if (typeof captchaTimeType === 'number') state.captchaTimeType = captchaTimeType;
      return null;
    },
    newChallenge() {
      const id = randomBytes(12).toString('base64url');
      const digits = Array.from({ length: CAPTCHA_DIGITS }, () => randomInt(10)).join('');
      challenges.set(id, { digits, expiresAt: Math.floor(now() / 1000) + CAPTCHA_CHALLENGE_LIFETIME_S });
      if (challenges.size > MAX_CHALLENGES) challenges.delete(challenges.keys().next().value!);
      return { id, image: captchaImage(digits) };
    },
    answerOf: (id) => challenges.get(id)?.digits ?? null,
    validate(id, answer) {
      const challenge = challenges.get(id);
      challenges.delete(id);
      if (!challenge || challenge.expiresAt * 1000 <= now()) return { error: 'The check has expired. Please try a new one.' };
      if (answer !== challenge.digits) return { error: 'The digits do not match.' };
      return { result: signed({ cid: id, exp: Math.floor(now() / 1000) + CAPTCHA_RESULT_LIFETIME_S }) };
    },
    issueFingerprint(componentsData) {
      const expiresAt = Math.floor(now() / 1000) + FINGERPRINT_LIFETIME_S;
      const components = createHmac('sha256', secret).update(JSON.stringify(componentsData)).digest('base64url').slice(0, 16);
      fingerprintsIssued += 1;
      return { token: signed({ n: fingerprintsIssued, exp: expiresAt, components }), expiresAt };
    },
    captchaTimeType: (request) => stateFor(stateOf(request)).captchaTimeType,
    nowSeconds: () => Math.floor(now() / 1000),
  };
}

/**
 * The captcha service (`/web-api/captcha/gettime`, `/update`, `/validate`) and the fingerprint call; schemas in
 * plugins/account/schemas/auth.ts.
 */
export function registerChallenges(app: FastifyInstance, challenges: Challenges, testMode: boolean): void {
  // Tests read the digits a person would read off the picture.
  if (testMode) app.get<{ Params: { id: string } }>('/bff-test/captcha/:id', async (request, reply) => challenges.answerOf(request.params.id) ?? reply.code(404).send({ errors: [{ detail: 'no such challenge' }] }));

  app.get('/web-api/captcha/gettime', async (request) => ({ time: challenges.nowSeconds(), error: null, type: challenges.captchaTimeType(request) }));

  app.get('/web-api/captcha/update', async () => ({ time: challenges.nowSeconds(), error: null, challenge: challenges.newChallenge() }));

  app.post<{ Body: CaptchaAnswerRequest }>('/web-api/captcha/validate', { schema: { body: captchaAnswerRequestSchema } }, async (request) => {
    const { id, answer } = request.body;
    const outcome = challenges.validate(id, answer.trim());
    return 'result' in outcome
      ? { time: challenges.nowSeconds(), error: null, result: outcome.result }
      : { time: challenges.nowSeconds(), error: outcome.error, result: null };
  });

  app.post<{ Body: FingerprintRequest }>('/web-api/fingerprint', { schema: { body: fingerprintRequestSchema } }, async (request) => {
    const data = request.body.componentsData;
    if (JSON.stringify(data).length > MAX_COMPONENTS_JSON) throw new ApiError(400, 'invalid_request', `componentsData takes at most ${MAX_COMPONENTS_JSON} characters of JSON`);
    return challenges.issueFingerprint(data);
  });
}
