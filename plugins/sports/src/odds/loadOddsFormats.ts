export type OddsFormats = typeof import('./oddsFormat.ts');
let otherFormats: Promise<OddsFormats> | null = null;

/**
 * The rules of the formats other than decimal, loaded once per page: ahead of a choice (the settings modal), by the
 * first price shown in one, or by the first coupon placed in one.
 */
export const loadOddsFormats = (): Promise<OddsFormats> => (otherFormats ??= import('./oddsFormat.ts'));
