import type { TwoStepReply } from './loginApi.ts';

/**
 * The auth form kinds the visitor picks between (first document, section 2.10), the default first. The fourth,
 * login_password_two_step_code, is not picked: it follows a right password of a user with two-step sign-in.
 */
export const SELECTABLE_LOGIN_FORM_KINDS = ['login_password', 'phone_password', 'sms'] as const;
export type SelectableLoginFormKind = (typeof SELECTABLE_LOGIN_FORM_KINDS)[number];
export const DEFAULT_LOGIN_FORM_KIND: SelectableLoginFormKind = 'login_password';

/** Which form shows; the two-step form keeps the kind it came from, to go back to. */
export type LoginFormState =
  | { kind: SelectableLoginFormKind }
  | { kind: 'login_password_two_step_code'; step: TwoStepReply; from: SelectableLoginFormKind };
