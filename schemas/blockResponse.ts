import type { FromSchema } from 'json-schema-to-ts';

/**
 * Reply of `POST /blocks-api/api/v2/block` (body: auth, url). displayTypeId 1 means "show a block page", with
 * templateTypeId as the block reason; the spec names the two fields, their integer type is ours.
 */
export const blockResponseSchema = {
  $id: 'blockResponse',
  type: 'object',
  required: ['displayTypeId', 'templateTypeId'],
  properties: {
    displayTypeId: { type: 'integer' },
    templateTypeId: { type: 'integer' },
  },
} as const;

export type BlockResponse = FromSchema<typeof blockResponseSchema>;
