import type { OfficeRealm, OfficeRealms } from '../officeRealms.ts';
import type { PaymentsDesk } from './paymentsDesk.ts';

/**
 * The `payments` field of a test scenario patch: `{ advanceSeconds?, country?, consultant?: { enabled,
 * flagOnlyCountries }, identificationRequired?, refuseWithdrawal?: paymentId }`. `advanceSeconds` moves the
 * scenario's payment clock (a pending deposit settling, a withdrawal processed); the settings are kept for the
 * scenario's realm. Answers a problem, or null once applied.
 */
export async function patchPaymentsScenario({ desk, realms }: { desk: PaymentsDesk; realms: OfficeRealms }, realm: string, patch: unknown): Promise<string | null> {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return 'payments must be an object';
  const { advanceSeconds, country, consultant, identificationRequired, refuseWithdrawal } = patch as Record<string, unknown>;
  if (advanceSeconds !== undefined && (typeof advanceSeconds !== 'number' || !Number.isInteger(advanceSeconds) || advanceSeconds < 0)) return 'payments.advanceSeconds must be a whole number of seconds';
  if (country !== undefined && (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country))) return 'payments.country must be an ISO 3166 alpha-2 code';
  if (identificationRequired !== undefined && typeof identificationRequired !== 'boolean') return 'payments.identificationRequired must be a boolean';
  let parsedConsultant: OfficeRealm['consultant'] | undefined;
  if (consultant !== undefined) {
    const { enabled, flagOnlyCountries = [] } = (consultant ?? {}) as Record<string, unknown>;
    if (typeof enabled !== 'boolean' || !Array.isArray(flagOnlyCountries) || !flagOnlyCountries.every((code) => typeof code === 'string' && /^[A-Z]{2}$/.test(code))) {
      return 'payments.consultant must be { enabled, flagOnlyCountries }';
    }
    parsedConsultant = { enabled, flagOnlyCountries: flagOnlyCountries as string[] };
  }
  const refused = typeof refuseWithdrawal === 'string' ? await desk.store.byId(refuseWithdrawal) : null;
  if (refuseWithdrawal !== undefined && refused?.realm !== realm) return 'payments.refuseWithdrawal must name a payment of the scenario';
  await realms.change(realm, {
    advanceSeconds: advanceSeconds as number | undefined,
    country: country as string | undefined,
    consultant: parsedConsultant,
    identificationRequired: identificationRequired as boolean | undefined,
  });
  if (refused) await desk.refuseWithdrawal(refused);
  return null;
}
