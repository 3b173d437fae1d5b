import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerAgeConfirmation, demoDomainOrigin, expect, signInOnDomain, test } from '../../../tests/e2e/fixtures.ts';

/**
 * The responsible-gaming page (`information/responsiblegaming`) of each regulated demo brand describes the tools as
 * its jurisdiction profile has them: the cooling-off of a raised limit, the country's help organisations (links), and
 * a link to the limits page.
 */
interface HelpOrganisation {
  name: string;
  url: string;
}
const helpOrganisationsOf = (profile: string) =>
  (JSON.parse(readFileSync(join(process.cwd(), 'bff', 'jurisdictions', `${profile}.json`), 'utf8')) as { rules: { helpOrganisations: { value: HelpOrganisation[] } } }).rules.helpOrganisations.value;

const BRANDS = [
  { host: 'uk.localhost', profile: 'ukgc', wait: '24 hours' },
  { host: 'se.localhost', profile: 'se', wait: '72 hours' },
  { host: 'de.localhost', profile: 'de', wait: '7 days' },
];

test.describe('the responsible-gaming page per jurisdiction profile @info', () => {
  for (const { host, profile, wait } of BRANDS) {
    test(`${host} (${profile}): its cooling-off, its help organisations and a link to the limits page`, async ({ page, context, scenario, baseURL }) => {
      const origin = await demoDomainOrigin(context, scenario, host, baseURL);
      await answerAgeConfirmation(page);
      // Signed in, so that the link opens the limits page itself (a visitor is asked to log in first).
      await signInOnDomain(page, origin);
      await page.goto(`${origin}/en/information/responsiblegaming`);
      const main = page.getByRole('main');
      await expect(main.getByText(`applies after ${wait} and your confirmation`)).toBeVisible();
      for (const { name, url } of helpOrganisationsOf(profile)) {
        await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', url);
      }
      const limits = main.getByRole('link', { name: 'Set your limits' });
      await expect(limits).toHaveAttribute('href', /\/office\/responsible$/);
      await limits.click();
      await expect(page).toHaveURL(`${origin}/en/office/responsible`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
