import type { Database, SqlExecutor } from '../../../bff/bffModule.ts';
import { DEFAULT_COUNTRY } from './payments/paymentMethods.ts';

/** What test control set for a realm's office and payments (`office_realm`); the defaults where it set nothing. */
export interface OfficeRealm {
  /** How far the payment clock is ahead of the real one, in seconds. */
  clockOffsetS: number;
  country: string;
  consultant: { enabled: boolean; flagOnlyCountries: string[] };
  identificationRequired: boolean;
  /** Settings the server refuses to change. */
  lockedSettings: string[];
}

export type OfficeRealmChange = Partial<Omit<OfficeRealm, 'clockOffsetS'>> & { advanceSeconds?: number };

interface RealmRow {
  clock_offset_s: string | number;
  country: string | null;
  consultant_enabled: boolean;
  consultant_flag_only_countries: string[];
  identification_required: boolean;
  locked_settings: string[];
}

/**
 * The realms' office settings: on the operator's platform (realm '') nothing is set and the defaults hold; under
 * test mode a scenario sets its own.
 */
export class OfficeRealms {
  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async of(realm: string, executor: SqlExecutor = this.database): Promise<OfficeRealm> {
    const [row] = await executor.query<RealmRow>('SELECT * FROM office_realm WHERE realm = $1', [realm]);
    return {
      clockOffsetS: Number(row?.clock_offset_s ?? 0),
      country: row?.country ?? DEFAULT_COUNTRY,
      consultant: { enabled: row?.consultant_enabled ?? true, flagOnlyCountries: row?.consultant_flag_only_countries ?? [] },
      identificationRequired: row?.identification_required ?? false,
      lockedSettings: row?.locked_settings ?? [],
    };
  }

  /** The realm's payment clock, Unix seconds. */
  async nowS(realm: string): Promise<number> {
    return this.clockOf((await this.of(realm)).clockOffsetS);
  }

  /** The payment clock of a realm whose offset was read already. */
  clockOf(clockOffsetS: number): number {
    return Math.floor(this.now() / 1000) + clockOffsetS;
  }

  /** Sets what the change gives (the clock moves ahead by `advanceSeconds`); the rest stays. */
  async change(realm: string, change: OfficeRealmChange): Promise<void> {
    await this.database.query(
      `INSERT INTO office_realm (realm, clock_offset_s, country, consultant_enabled, consultant_flag_only_countries, identification_required, locked_settings)
       VALUES ($1, $2, $3, coalesce($4, true), coalesce($5::text[], '{}'), coalesce($6, false), coalesce($7::text[], '{}'))
       ON CONFLICT (realm) DO UPDATE SET
         clock_offset_s = office_realm.clock_offset_s + $2,
         country = coalesce($3, office_realm.country),
         consultant_enabled = coalesce($4, office_realm.consultant_enabled),
         consultant_flag_only_countries = coalesce($5::text[], office_realm.consultant_flag_only_countries),
         identification_required = coalesce($6, office_realm.identification_required),
         locked_settings = coalesce($7::text[], office_realm.locked_settings)`,
      [
        realm,
        change.advanceSeconds ?? 0,
        change.country ?? null,
        change.consultant?.enabled ?? null,
        change.consultant?.flagOnlyCountries ?? null,
        change.identificationRequired ?? null,
        change.lockedSettings ?? null,
      ],
    );
  }
}

/** The `office` field of a test scenario patch: `{ lockedSettings: [settingId…] }`, settings the server refuses to change. */
export async function patchOfficeScenario(realms: OfficeRealms, realm: string, patch: unknown): Promise<string | null> {
  const locked = (patch as { lockedSettings?: unknown } | null)?.lockedSettings;
  if (!Array.isArray(locked) || !locked.every((id) => typeof id === 'string')) return 'office: lockedSettings must be a list of setting ids';
  await realms.change(realm, { lockedSettings: locked });
  return null;
}
