import { selectSiteConfig, type HostState } from '@host/sdk';
import { SAME_SITE_HEADER } from '../../schemas/auth.ts';

/**
 * The session check's same-site header (schemas/auth.ts). A site configured to be shown in a partner's frame
 * (site.shouldUseCookieIframeParameters) asks with it that the server write the session cookie again with the frame's
 * attributes (`SameSite=None; Secure`, and `Partitioned` where configured), so that a session opened before the site
 * went into the frame goes along there.
 * Only the checks of the account's sagas (the auth poll, a sign-in's completion) send it: the boot's check stays off
 * the first route's bytes, and the first poll follows within a minute.
 */
export function sameSiteHeaders(state: HostState): Record<string, string> {
  return selectSiteConfig(state)?.site.shouldUseCookieIframeParameters === true ? { [SAME_SITE_HEADER]: 'None' } : {};
}
