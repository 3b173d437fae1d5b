import { SOCIAL_NETWORKS, type SocialNetwork } from '../../schemas/social.ts';
import type { IdentityGrants } from './identityGrants.ts';

/** The host the reference platform serves its demo identity provider on (Chromium resolves every *.localhost). */
export const IDENTITY_PROVIDER_HOST = 'id.localhost';
/** The client the operator's sites are registered as with the provider (Google's client ids look alike). */
export const DEMO_CLIENT_ID = 'demo-operator-web.apps.id.localhost';
/** What one-tap signs in with: its credential says it comes from this network. */
export const ONE_TAP_NETWORK: SocialNetwork = 'google';
/** A credential is handed to the page at once, a code to the platform's callback at once: two minutes each. */
const CREDENTIAL_LIFETIME_S = 2 * 60;
const CODE_LIFETIME_S = 2 * 60;

/** Who the provider says signed in: the network's stable id for them (`subject`), their verified e-mail and name. */
export interface ProviderIdentity {
  network: SocialNetwork;
  subject: string;
  email: string;
  name: string;
}

/** The people the demo provider knows, the same on every network (each network gives them an id of its own). */
const DEMO_PEOPLE = [
  { key: 'ada', name: 'Ada Lovelace', email: 'ada.lovelace@example.com' },
  { key: 'grace', name: 'Grace Hopper', email: 'grace.hopper@example.com' },
  { key: 'alan', name: 'Alan Turing', email: 'alan.turing@example.com' },
] as const;

/** The demo provider's accounts on a network. */
export const demoIdentitiesOf = (network: SocialNetwork): ProviderIdentity[] =>
  DEMO_PEOPLE.map((person) => ({ network, subject: `${network}-${person.key}`, email: person.email, name: person.name }));

export const isSocialNetwork = (value: string): value is SocialNetwork => (SOCIAL_NETWORKS as readonly string[]).includes(value);

/** The account of a network the chooser's form named, or null for one the provider does not have. */
export function demoIdentity(network: SocialNetwork, subject: string): ProviderIdentity | null {
  return demoIdentitiesOf(network).find((identity) => identity.subject === subject) ?? null;
}

/**
 * What the platform asks of an identity provider: the two exchanges of OAuth 2.0 and Google's one-tap. A real
 * operator's provider answers them over HTTPS (Google verifies a signed JWT credential, OAuth's token endpoint
 * trades a code); the demo provider is the same server, so it answers from its grants in the database. A grant
 * says who it was issued to: a credential the site's origin, a code the redirect address, and nobody else may use it.
 */
export class DemoIdentityProvider {
  readonly clientId = DEMO_CLIENT_ID;

  constructor(private readonly grants: IdentityGrants) {}

  /** One-tap: the chosen account's credential for a page of `siteOrigin`. */
  issueCredential(identity: ProviderIdentity, siteOrigin: string) {
    return this.grants.issue('credential', '', `${this.clientId} ${siteOrigin}`, identity, CREDENTIAL_LIFETIME_S);
  }

  /** OAuth: the chosen account's authorisation code for the platform's callback at `redirectUri`. */
  issueCode(identity: ProviderIdentity, redirectUri: string) {
    return this.grants.issue('code', '', `${this.clientId} ${redirectUri}`, identity, CODE_LIFETIME_S);
  }

  /** The identity a one-tap credential stands for, once, when it was issued to this client for this site. */
  verifyCredential(credential: string, clientId: string, siteOrigin: string): Promise<ProviderIdentity | null> {
    return this.grants.take<ProviderIdentity>('credential', '', `${clientId} ${siteOrigin}`, credential);
  }

  /** The identity an authorisation code stands for, once, when it was issued to this client for this callback. */
  exchangeCode(code: string, clientId: string, redirectUri: string): Promise<ProviderIdentity | null> {
    return this.grants.take<ProviderIdentity>('code', '', `${clientId} ${redirectUri}`, code);
  }
}
