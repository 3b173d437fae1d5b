import type { FromSchema } from 'json-schema-to-ts';

/**
 * What the account plugin reads of the `jurisdiction` config group for the age-restriction confirmation (first
 * document 4.3; the profile's `ageConfirmation`, schemas/jurisdictionProfile.ts): whether to ask and where to remember
 * the answer (the minimum age the gate names is read as registration reads it).
 */
export const ageConfirmationJurisdictionSchema = {
  $id: 'ageConfirmationJurisdiction',
  type: 'object',
  required: ['ageConfirmation'],
  properties: {
    ageConfirmation: {
      type: 'object',
      required: ['show', 'storage'],
      properties: {
        show: { type: 'boolean' },
        storage: { enum: ['local', 'session'] },
      },
    },
  },
} as const;
export type AgeConfirmationJurisdiction = FromSchema<typeof ageConfirmationJurisdictionSchema>;
