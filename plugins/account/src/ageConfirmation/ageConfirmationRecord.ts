import { safeStorage, selectConfigGroup, type HostState } from '@host/sdk';
import type { AgeConfirmationJurisdiction } from '../../schemas/ageConfirmation.ts';
import { validate_ageConfirmationJurisdiction } from '../generated/validate_ageConfirmationJurisdiction.js';

/** How long a confirmation in persistent storage holds (first document 4.3 and section 9: 3 days). */
export const AGE_CONFIRMATION_DAYS = 3;
const DAY_MS = 86_400_000;
/** The record of a confirmation: `{ "confirmedAt": <epoch ms> }`, in local or session storage as the profile says. */
export const AGE_CONFIRMATION_KEY = 'account.ageConfirmed';
/** The modal the gate is (the account plugin's `age-confirmation`). */
export const AGE_CONFIRMATION_MODAL = 'age-confirmation';

export type AgeConfirmationSettings = AgeConfirmationJurisdiction['ageConfirmation'];

/**
 * The domain's `jurisdiction` group where it asks for the gate (its profile's `ageConfirmation`), or null where it asks for none: no group, `show` off, or a group that is invalid (logged). The
 * group itself, so that a component selecting it re-renders only when the config changes.
 */
export function ageConfirmationOf(state: HostState): AgeConfirmationJurisdiction | null {
  const group = selectConfigGroup('jurisdiction')(state);
  if (group === undefined) return null;
  if (!validate_ageConfirmationJurisdiction(group)) {
    console.warn('[account] config group "jurisdiction" has no valid age confirmation; none is asked', validate_ageConfirmationJurisdiction.errors?.[0]);
    return null;
  }
  const valid = group as AgeConfirmationJurisdiction;
  return valid.ageConfirmation.show ? valid : null;
}

export const storageOf = (settings: Pick<AgeConfirmationSettings, 'storage'>): Storage => safeStorage(settings.storage === 'session' ? 'sessionStorage' : 'localStorage');

/**
 * Whether the visitor confirmed their age: in session storage for as long as the browser session keeps it, in local
 * storage for AGE_CONFIRMATION_DAYS from the answer. A record that is not one counts as none.
 */
export function isAgeConfirmed(storage: Pick<Storage, 'getItem'>, settings: Pick<AgeConfirmationSettings, 'storage'>, nowMs: number): boolean {
  let confirmedAt: unknown;
  try {
    confirmedAt = (JSON.parse(storage.getItem(AGE_CONFIRMATION_KEY) ?? 'null') as { confirmedAt?: unknown } | null)?.confirmedAt;
  } catch {
    return false;
  }
  if (typeof confirmedAt !== 'number' || confirmedAt > nowMs) return false;
  return settings.storage === 'session' || nowMs - confirmedAt < AGE_CONFIRMATION_DAYS * DAY_MS;
}

export function rememberAgeConfirmed(storage: Pick<Storage, 'setItem'>, nowMs: number): void {
  storage.setItem(AGE_CONFIRMATION_KEY, JSON.stringify({ confirmedAt: nowMs }));
}
