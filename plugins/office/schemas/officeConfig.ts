import type { FromSchema } from 'json-schema-to-ts';

/**
 * The `office` config group: `promoBonusToOffer` is the second document's promo-bonus-to-offer setting (on: the bonus
 * routes give way to the offers routes; off or absent: the offers routes give way to the bonus routes).
 */
export const officeConfigSchema = {
  $id: 'officeConfig',
  type: 'object',
  properties: {
    promoBonusToOffer: { type: 'boolean' },
  },
} as const;

export type OfficeConfig = FromSchema<typeof officeConfigSchema>;

/**
 * What the office reads of the `jurisdiction` config group, which the BFF serves from the domain's jurisdiction profile
 * (bff/jurisdictions/; schema schemas/jurisdictionProfile.ts): whether a player may cancel a withdrawal request.
 */
export const officeJurisdictionSchema = {
  $id: 'officeJurisdiction',
  type: 'object',
  required: ['withdrawalReversible'],
  properties: {
    withdrawalReversible: { type: 'boolean' },
  },
} as const;

export type OfficeJurisdiction = FromSchema<typeof officeJurisdictionSchema>;
