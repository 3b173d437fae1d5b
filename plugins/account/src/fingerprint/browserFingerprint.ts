import { http } from '@host/sdk';
import { collectComponents } from './collectComponents.ts';
import { createFingerprint } from './createFingerprint.ts';

/** This page's fingerprint: the sign-in calls send it, the challenge resolver refreshes it. */
export const browserFingerprint = createFingerprint(http, () => collectComponents());
