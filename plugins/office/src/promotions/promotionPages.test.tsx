// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import { LOADED, useOfficeTestBff } from '../useOfficeTestBff.testing.ts';

const app = useOfficeTestBff();

async function open(path: string, config?: unknown) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { host } = await renderHost(app, { path, plugins: ['account', 'office'], scenario: uniqueScenario('office-promo'), config });
  return () => host.router.state.location.pathname;
}

describe('the bonus and promotion pages', { timeout: 60_000 }, () => {
  it('show the bonus programme at bonus/rules while the promo-bonus-to-offer setting is off, and swap the offers route to it', async () => {
    const pathname = await open('/en/bonuses-offers');
    expect(await screen.findByRole('link', { name: 'Slots first deposit bonus' }, LOADED)).toBeTruthy();
    expect(pathname()).toBe('/en/bonus/rules');
  });

  it('swap the bonus routes to the offers routes when the setting is on, with the same parameters', async () => {
    const pathname = await open('/en/bonus/rules/slot_first_deposit', { office: { promoBonusToOffer: true } });
    expect(await screen.findByRole('heading', { name: 'Slots first deposit bonus' }, LOADED)).toBeTruthy();
    expect(pathname()).toBe('/en/bonus-offer/slot_first_deposit');
  });

  it('show the slots first deposit bonus at bonus/slot_first_deposit (first document 2.7), on the bonus route with that id', async () => {
    const pathname = await open('/en/bonus/slot_first_deposit');
    expect(await screen.findByRole('heading', { name: 'Slots first deposit bonus' }, LOADED)).toBeTruthy();
    await waitFor(() => expect(pathname()).toBe('/en/bonus/rules/slot_first_deposit'));
  });

  it('send a legacy promo path to promotions/{slug}', async () => {
    const pathname = await open('/en/action/welcome-bonus');
    expect(await screen.findByRole('heading', { name: 'Welcome bonus 100%' }, LOADED)).toBeTruthy();
    await waitFor(() => expect(pathname()).toBe('/en/promotions/welcome-bonus'));
  });
});
