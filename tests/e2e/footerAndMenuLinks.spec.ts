import { answerAgeConfirmation, demoDomainOrigin, expect, hostReady, test } from './fixtures.ts';
import { browsableBrands, brokenLinks, internalLinks, localHostOf, readHiddenLanguages, statusesOf, type FollowedLink } from '../support/followedLinks.ts';

/**
 * Every link of each demo brand's footer and menus (the header, the side column, the bottom bar on phones) opens a
 * page, in every language the brand offers: the page it opens answers 2xx, where the server matches routes as the
 * kernel's route guard does (a route the brand lacks, a feature off, a page in `notFoundUrls` answers 404).
 */
const MENUS = 'header a[href], nav a[href], aside a[href], footer a[href]';

test.describe('footer and menu links @kernel', () => {
  for (const brand of browsableBrands) {
    test(`every footer and menu link of ${brand.name} opens a page, in every language`, async ({ page, context, scenario, baseURL }) => {
      const origin = await demoDomainOrigin(context, scenario, localHostOf(brand), baseURL);
      await readHiddenLanguages(context, origin);
      await answerAgeConfirmation(page);
      const links: FollowedLink[] = [];
      for (const lang of brand.config.lng.available) {
        await page.goto(`${origin}/${lang}/`);
        await hostReady(page);
        // The footer's links come with the page sections, after the first paint.
        await expect(page.locator('footer a[href]').first()).toBeAttached();
        const found = await internalLinks(page.locator(MENUS), lang, brand.config.lng.available);
        links.push(...found.map((to) => ({ from: `${lang} footer or menu`, to })));
      }
      expect(links.length).toBeGreaterThan(brand.config.lng.available.length * 3);
      expect(brokenLinks(links, await statusesOf(page, links.map(({ to }) => to)))).toEqual([]);
    });
  }
});
