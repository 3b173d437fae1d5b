import type { PageDescriber } from '../../../bff/bffModule.ts';

/** The pages of the links in the mails to players: each is one player's, opened with a token, never a page to index. */
const MAIL_LINK_ROUTES: ReadonlySet<string> = new Set(['user.forgotpassword', 'user.passwordreset', 'user.activate', 'user.activatefast', 'user.confirm', 'user.stopnewsletter']);

/** What the office module says of its plugin's pages to core's metadata: the link pages stay out of search and the sitemap. */
export const officePages: PageDescriber = {
  describe: (page) => (MAIL_LINK_ROUTES.has(page.route.name) ? { title: page.companyName, description: '', metaRobots: 'noindex, nofollow' } : null),
};
