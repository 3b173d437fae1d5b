// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../tests/support/bffFetch.ts';

const app = createTestBff();
afterAll(() => app.close());

/** The responsible-gaming page's body on the demo domain run under `jurisdiction`. */
async function pageUnder(jurisdiction: string, lang = 'en'): Promise<string> {
  const scenario = uniqueScenario('responsible-gaming');
  await patchScenario(app, scenario, { jurisdiction });
  const reply = await app.inject({
    url: `/bff-api/remote-view/${lang}/information/responsiblegaming`,
    headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, 'x-render-mode': 'json', 'x-api-version': 'v2' },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().body as string;
}

describe('the responsible-gaming page says what the tools do on the domain', () => {
  it.each([
    ['none', 'after 24 hours and your confirmation'],
    ['ukgc', 'after 24 hours and your confirmation'],
    ['se', 'after 72 hours and your confirmation'],
    ['de', 'after 7 days and your confirmation'],
  ])('under %s, a raised limit waits as the tools make it wait: %s', async (jurisdiction, wait) => {
    expect(await pageUnder(jurisdiction)).toContain(wait);
  });

  it('gives the durations the tools offer, not the ones the old text promised', async () => {
    const body = await pageUnder('none');
    expect(body).toContain('<strong>Time-out</strong> – a break of 1 day, 7 days or 30 days.');
    expect(body).toContain('<strong>Self-exclusion</strong> – from 1 day to 5 years; once it runs, it cannot be ended early.');
    expect(body).toContain('every 5, 10, 15, 30, 45 or 60 minutes');
    expect(body).not.toMatch(/6 weeks|72 hours|6 months/);
  });

  it("links the limits page and the profile country's help organisations", async () => {
    const uk = await pageUnder('ukgc');
    expect(uk).toContain('<a href="/office/responsible">Set your limits</a>');
    expect(uk).toContain('<a href="https://www.gamcare.org.uk" target="_blank" rel="noopener noreferrer">GamCare (National Gambling Helpline)</a>');
    const se = await pageUnder('se', 'ru');
    expect(se).toContain('<a href="https://www.stodlinjen.se" target="_blank" rel="noopener noreferrer">Stödlinjen</a>');
    expect(se).toContain('<a href="/office/responsible">Установить лимиты</a>');
    expect(se).not.toContain('gamcare');
  });
});
