import { http, validateDocument } from '@host/sdk';
import type { Limit, SaveLimitsReply, SelfExcludeReason } from '../../schemas/limits.ts';
import { validate_availableLimitsReply } from '../generated/validate_availableLimitsReply.js';
import { validate_limitActionReply } from '../generated/validate_limitActionReply.js';
import { validate_limitsReply } from '../generated/validate_limitsReply.js';
import { validate_pingReply } from '../generated/validate_pingReply.js';
import { validate_saveLimitsReply } from '../generated/validate_saveLimitsReply.js';
import { validate_selfExcludeReasonsReply } from '../generated/validate_selfExcludeReasonsReply.js';
import { validate_sessionClockReply } from '../generated/validate_sessionClockReply.js';
import { validate_testAnswersReply } from '../generated/validate_testAnswersReply.js';
import type { AvailableLimit } from '../limitsSlice.ts';

/** The calls of the second document's "Limits" (and the first document's ping and reality check). */
export const LIMITS_API = '/limit-service-api/api/external/web/v3';
export const LIMITS_BASE = '/limit-service-api/limit/external/web/api/v1';
export const REALITY_CHECK_PATH = '/web-api/api/web/user/v1/reality-check';

const language = (lang: string) => ({ 'X-Language': lang });

export function fetchLimits(lang: string): Promise<{ limits: Limit[]; serverTime: number }> {
  return http.request(`${LIMITS_API}/limits`, {
    headers: language(lang),
    validate: (data) => validateDocument<{ limits: Limit[]; serverTime: number }>(validate_limitsReply, data, 'limits'),
  });
}

export async function fetchAvailableLimits(lang: string): Promise<AvailableLimit[]> {
  const reply = await http.request(`${LIMITS_API}/availablelimits`, {
    headers: language(lang),
    validate: (data) => validateDocument<{ limitTypes: AvailableLimit[] }>(validate_availableLimitsReply, data, 'available limits'),
  });
  return reply.limitTypes.map(({ limitType, measure, availableValues }) => ({ limitType, measure, availableValues }));
}

export function saveLimits(lang: string, limits: ReadonlyArray<{ limitType: number; limitValue: number; selfExcludeReason?: number | null }>): Promise<SaveLimitsReply> {
  return http.request(`${LIMITS_API}/limits`, {
    method: 'POST',
    headers: language(lang),
    body: { limits },
    validate: (data) => validateDocument<SaveLimitsReply>(validate_saveLimitsReply, data, 'saved limits'),
  });
}

export function submitAnswers(lang: string, tokenGuid: string, answers: ReadonlyArray<{ questionId: number; answerId: number }>): Promise<{ success: boolean; limitsData: Limit[] }> {
  return http.request(`${LIMITS_API}/testanswers`, {
    method: 'POST',
    headers: language(lang),
    body: { tokenGuid, answers },
    validate: (data) => validateDocument<{ success: boolean; limitsData: Limit[] }>(validate_testAnswersReply, data, 'test answers'),
  });
}

export async function fetchSelfExcludeReasons(lang: string): Promise<SelfExcludeReason[]> {
  const reply = await http.request(`${LIMITS_API}/reasons/selfexclude`, {
    headers: language(lang),
    validate: (data) => validateDocument<{ reasons: SelfExcludeReason[] }>(validate_selfExcludeReasonsReply, data, 'self-exclusion reasons'),
  });
  return reply.reasons;
}

export function blockUser(days: number, selfExcludeReason: number | null): Promise<unknown> {
  return http.request(`${LIMITS_BASE}/BlockUser`, { method: 'POST', body: { days, selfExcludeReason } });
}

/** How the limit action is sent (configuration): POST limitaction with the action, or DELETE for a reject. */
export type LimitActionMethod = 'post' | 'delete';

export function sendLimitAction(lang: string, limitType: number, action: 'confirm' | 'reject', method: LimitActionMethod): Promise<{ success: boolean; title?: string }> {
  const validate = (data: unknown) => validateDocument<{ success: boolean; title?: string }>(validate_limitActionReply, data, 'limit action');
  if (method === 'delete' && action === 'reject') return http.request(`${LIMITS_API}/limits/${limitType}`, { method: 'DELETE', headers: language(lang), validate });
  return http.request(`${LIMITS_API}/limitaction`, { method: 'POST', headers: language(lang), body: { limitType, action }, validate });
}

export function ping(): Promise<{ limitBalance: number; ended: boolean }> {
  return http.request(`${LIMITS_API}/ping`, {
    method: 'POST',
    validate: (data) => validateDocument<{ limitBalance: number; ended: boolean }>(validate_pingReply, data, 'session ping'),
  });
}

export function reportRealityCheck(report: { action: string; do_not_show_again: boolean; popup_show_at: number }): Promise<unknown> {
  return http.request(REALITY_CHECK_PATH, { method: 'POST', body: { data: { attributes: report } } });
}


/** When the signed-in player's session began, and the platform's time now (Unix seconds): the session clock's start. */
export function fetchSessionStart(): Promise<{ startedAt: number; serverTime: number }> {
  return http.request(`${LIMITS_API}/session`, {
    validate: (data) => validateDocument<{ startedAt: number; serverTime: number }>(validate_sessionClockReply, data, 'session start'),
  });
}
