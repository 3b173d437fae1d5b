import type { FromSchema } from 'json-schema-to-ts';

/**
 * The `registrationReminder` config group (first document 3.8 and 4.3: "delay (seconds), interval (minutes)"): a
 * visitor who is not signed in is offered registration `delay` seconds into their visit, then every `interval`
 * minutes. Without the group (or with an invalid one) no reminder is shown.
 */
export const registrationReminderSchema = {
  $id: 'registrationReminder',
  type: 'object',
  required: ['delay', 'interval'],
  additionalProperties: false,
  properties: {
    delay: { type: 'integer', minimum: 0, maximum: 86_400 },
    interval: { type: 'integer', minimum: 1, maximum: 1_440 },
  },
} as const;
export type RegistrationReminder = FromSchema<typeof registrationReminderSchema>;
