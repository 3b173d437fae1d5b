import { HttpError } from '@host/sdk';

/** The error codes a failed sign-in or registration gives analytics: the server's codes, else the failure's kind. */
export function analyticsErrorCodes(error: unknown): string[] {
  if (error instanceof HttpError) return error.codes.length > 0 ? [...error.codes] : [`${error.kind}_${error.status}`];
  return ['unknown'];
}
