import type { PageDescriber } from '../../../bff/bffModule.ts';

/** Where a sign-in with a network lands, with a one-time ticket: one visitor's page, never a page to index. */
const SIGN_IN_LANDINGS: ReadonlySet<string> = new Set(['socialSignIn']);

/** What the account module says of its plugin's pages to core's metadata: the sign-in landing stays out of search and the sitemap. */
export const accountPages: PageDescriber = {
  describe: (page) => (SIGN_IN_LANDINGS.has(page.route.name) ? { title: page.companyName, description: '', metaRobots: 'noindex, nofollow' } : null),
};
