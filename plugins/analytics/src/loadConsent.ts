import { type Consent, type ConsentModule, importShared } from '@host/sdk';

/** The kernel's cookie consent (SDK `ConsentModule`), fetched with the page extras when analytics loads. */
export const loadConsent = (): Promise<Consent> => importShared<ConsentModule>('@host/page-extras').then((module) => module.consent);
