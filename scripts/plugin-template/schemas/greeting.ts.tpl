import type { FromSchema } from 'json-schema-to-ts';

/** `GET /__ID__-api/v1/greeting`: the plugin's own call (its path and shape are this plugin's choice). */
export const greetingReplySchema = {
  $id: '__CAMEL__GreetingReply',
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', minLength: 1 },
  },
} as const;

export type GreetingReply = FromSchema<typeof greetingReplySchema>;
