import { http } from '@host/sdk';

/** The limits plugin's save call (second document, "Limits"): the deposit page sets the limits its domain requires or offers. */
export const SAVE_LIMITS_URL = '/limit-service-api/api/external/web/v3/limits';

/** What the save answers that the deposit page reads: saved, or questions to answer first (on the limits page). */
export type SaveOutcome = 'saved' | 'questions';

const outcomeOf = (data: unknown): SaveOutcome => {
  const status = (data as { status?: unknown } | null)?.status;
  if (status === 'saved' || status === 'questions') return status;
  throw new Error('the limits save answered no status');
};

/** Saves deposit limits (types 20–22, major units) for the signed-in player, on every domain of the operator. */
export function saveDepositLimits(limits: ReadonlyArray<{ limitType: number; limitValue: number }>): Promise<SaveOutcome> {
  return http.request(SAVE_LIMITS_URL, { method: 'POST', body: { limits }, validate: outcomeOf });
}
