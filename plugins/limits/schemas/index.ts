// The limits plugin's schemas: scripts/gen-validators.ts compiles each one into plugins/limits/src/generated/.
export {
  availableLimitsReplySchema,
  limitActionReplySchema,
  limitsConfigSchema,
  limitsJurisdictionSchema,
  limitSchema,
  limitsReplySchema,
  pingReplySchema,
  saveLimitsReplySchema,
  selfExcludeReasonsReplySchema,
  sessionClockReplySchema,
  testAnswersReplySchema,
} from './limits.ts';
