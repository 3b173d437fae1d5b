import type { FromSchema } from 'json-schema-to-ts';

/** A register as a profile names it (schemas/jurisdictionProfile.ts `selfExclusionRegister`) and a refusal repeats it. */
const namedRegister = {
  type: 'object',
  required: ['name', 'url'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 80 },
    url: { type: 'string', pattern: '^https://[^\\s"<>]+$' },
  },
} as const;

/**
 * The reference platform's simulated national self-exclusion registers, `plugins/account/bff/selfExclusionRegisters.json`,
 * a file the operator edits: the people each register lists, by the register's name as the jurisdiction profiles
 * name it (`Spelpaus`, `CRUKS`, `OASIS`). A person is keyed by their e-mail, lower case: the one identity every player
 * of the platform has (the demo players have no date of birth), known before an account exists and at every sign-in
 * kind (the phone and SMS sign-ins find the player, whose login is the e-mail). A real register is asked with the
 * national identity number the operator's verification collects (personnummer, BSN, name and birth data for OASIS).
 * `until` (YYYY-MM-DD, UTC) is the first day the entry no longer holds; without it the exclusion holds until further
 * notice. The file is read at every check, so an edit counts at once; a file that is not valid JSON or breaks this
 * schema refuses every registration and sign-in on a domain that names a register (fail closed: 503
 * `self_exclusion_register_unavailable`) and is logged with its reason.
 */
export const selfExclusionRegisterFileSchema = {
  $id: 'selfExclusionRegisterFile',
  type: 'object',
  required: ['entries'],
  additionalProperties: false,
  properties: {
    entries: {
      type: 'array',
      maxItems: 100000,
      items: {
        type: 'object',
        required: ['register', 'email'],
        additionalProperties: false,
        properties: {
          register: { type: 'string', minLength: 1, maxLength: 80 },
          email: { type: 'string', pattern: '^[^\\sA-Z@]+@[^\\sA-Z@]+$', maxLength: 254 },
          until: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
        },
      },
    },
  },
} as const;
export type SelfExclusionRegisterFile = FromSchema<typeof selfExclusionRegisterFileSchema>;

/**
 * The `meta` of a registration or sign-in the server refuses because of a national self-exclusion register: 403
 * `national_self_exclusion` (the person is listed) or 503 `self_exclusion_register_unavailable` (the register could
 * not be read: nobody is let in), each with the register the domain's jurisdiction profile names.
 */
export const selfExclusionRefusalMetaSchema = {
  $id: 'selfExclusionRefusalMeta',
  type: 'object',
  required: ['register'],
  properties: { register: namedRegister },
} as const;
export type SelfExclusionRefusalMeta = FromSchema<typeof selfExclusionRefusalMetaSchema>;

/**
 * What the account plugin reads of the `jurisdiction` config group for the registers: the one the domain's profile
 * names (null: none), which the sign-in and registration forms name and link when the server refuses a player.
 */
export const selfExclusionJurisdictionSchema = {
  $id: 'selfExclusionJurisdiction',
  type: 'object',
  required: ['selfExclusionRegister'],
  properties: { selfExclusionRegister: { anyOf: [{ type: 'null' }, namedRegister] } },
} as const;
export type SelfExclusionJurisdiction = FromSchema<typeof selfExclusionJurisdictionSchema>;
export type NamedRegister = NonNullable<SelfExclusionJurisdiction['selfExclusionRegister']>;
