import { HttpError } from '@host/sdk';

/** Why a launch failed, as a key of this plugin's dictionary (never the server's text). */
export type LaunchFailure = 'launch_demo_unavailable' | 'launch_restricted' | 'launch_sign_in' | 'launch_not_found' | 'launch_failed';

export function launchFailureOf(error: unknown): LaunchFailure {
  if (!(error instanceof HttpError)) return 'launch_failed';
  if (error.codes.includes('demo_unavailable')) return 'launch_demo_unavailable';
  if (error.codes.includes('gambling_restricted') || error.status === 403) return 'launch_restricted';
  if (error.status === 401) return 'launch_sign_in';
  if (error.status === 404) return 'launch_not_found';
  return 'launch_failed';
}
