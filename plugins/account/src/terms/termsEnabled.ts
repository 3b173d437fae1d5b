import type { HostState } from '@host/sdk';

/** The terms status is read only when the site lets users confirm terms and someone is signed in. */
export const termsEnabled = (state: HostState) => state.config.site?.site.isAvailableConfirmTerms === true && state.session.userId !== null;
