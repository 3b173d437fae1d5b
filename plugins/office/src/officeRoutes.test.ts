import { describe, expect, it } from 'vitest';
import routes from '../routes.json';
import plugin from './index.ts';

type Route = { name: string; path: string; page?: string; redirect?: string; requiresAuth?: boolean; guestOnly?: boolean; allowedForBanned?: boolean; layout?: string };
const all = routes as Route[];
/** The money routes belong to the payments part of this plugin (src/payments/), checked by its own tests. */
const MONEY = /^(office\.(recharge|deduce|payment)|onpay)\b/;
const ours = all.filter((route) => !MONEY.test(route.name));
const byName = new Map(all.map((route) => [route.name, route]));

describe('the office routes', () => {
  it('put every office page behind sign-in, and none of them guest-only or open to banned players', () => {
    const office = ours.filter((route) => route.name.startsWith('office.'));
    expect(office.length).toBeGreaterThanOrEqual(44);
    for (const route of office) {
      expect([route.name, route.path.startsWith('office/'), route.requiresAuth, route.guestOnly, route.allowedForBanned]).toEqual([route.name, true, true, undefined, undefined]);
    }
  });

  it('leave the bonus, promotion and landing pages open to visitors', () => {
    for (const name of ['bonuses', 'bonuses-games', 'bonus', 'bonus-partner', 'bonuses-offers', 'bonuses-offers-games', 'bonus-offer', 'bonus-offer-partner', 'promotions', 'landing-page', 'landing']) {
      const route = byName.get(name);
      expect([name, route?.requiresAuth, route?.guestOnly]).toEqual([name, undefined, undefined]);
    }
  });

  it('name what the account plugin\'s guards name: office.menu, and bonus with an id (slot_first_deposit)', () => {
    expect(byName.get('office.menu')?.path).toBe('office/menu');
    expect(byName.get('bonus')?.path).toMatch(/:id$/);
  });

  it('send bonus/slot_first_deposit (first document 2.7) to the bonus route with that id', () => {
    const route = all.find((candidate) => candidate.path === 'bonus/slot_first_deposit');
    expect(route?.redirect).toBe(byName.get('bonus')?.path.replace(':id', 'slot_first_deposit'));
  });

  it('send every legacy promo path to promotions/{slug}, rendering nothing itself', () => {
    const legacy = ours.filter((route) => route.name.startsWith('promotions.legacy.'));
    expect(legacy.length).toBeGreaterThanOrEqual(5);
    for (const route of legacy) {
      expect([route.name, route.redirect, route.page, route.path.endsWith('/:promotionId')]).toEqual([route.name, 'promotions/:promotionId', undefined, true]);
    }
  });

  it('give every route a page of the plugin, and leave the other plugins\' office routes to them', () => {
    for (const route of ours.filter((candidate) => !candidate.redirect)) expect(plugin.pages?.[route.page ?? ''], route.name).toBeTypeOf('function');
    for (const foreign of ['office.responsible', 'office.wallets', 'office.account', 'office.identification', 'office.history']) expect(byName.has(foreign)).toBe(false);
    expect(new Set(all.map((route) => route.name)).size).toBe(all.length);
    expect(new Set(all.map((route) => route.path)).size).toBe(all.length);
  });
});
