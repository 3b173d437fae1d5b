import { ApiError } from '../../../bff/bffModule.ts';
import { BONUS_RULES, LANDINGS, langOf, PROMOTIONS } from './officeContent.ts';
import { OFFICE_API, PROMO_API, type OfficeRouteKit } from './officeRouteKit.ts';
import { objectOf, text, type RouteOf } from './routeSchemas.ts';

const promoCheckSchemas = { querystring: objectOf({ promocode: text(40) }, []) } as const;
const promoActivationSchemas = { body: objectOf({ promocode: text(40) }, ['promocode']) } as const;
const contentKindSchemas = { querystring: objectOf({ kind: text(20) }, []) } as const;
const contentSchemas = { params: objectOf({ id: text(60) }, ['id']) } as const;

const notFound = (what: string) => new ApiError(404, 'not_found', `no such ${what}`);

/** The player's promo codes, bonuses, offers, bring-a-friend and rewards; and the public bonus, promotion and landing content. */
export function registerBonusesRoutes({ scope, player, checked, desk }: OfficeRouteKit): void {
  checked('GET', `${OFFICE_API}/promo-codes/check`, promoCheckSchemas, (request, _caller, _realm, lang) => {
    const known = desk.checkPromoCode(request.query.promocode ?? '');
    return { promocode: known.code, title: known.title[lang], amount: known.amountMinor / 100, currency: known.currency };
  });
  checked('POST', `${OFFICE_API}/promo-codes/activate`, promoActivationSchemas, async (request, caller, realm, lang) => {
    const known = await desk.activatePromoCode(realm, caller.userId, request.body.promocode);
    return { promocode: known.code, title: known.title[lang], amount: known.amountMinor / 100, currency: known.currency };
  });
  scope.get(
    `${OFFICE_API}/promo-codes/history`,
    player(async (_request, caller, realm, lang) => ({
      history: (await desk.promoHistory(realm, caller.userId)).map((entry) => {
        const known = desk.checkPromoCode(entry.code);
        return { promocode: entry.code, title: known.title[lang], activatedAt: entry.activatedAt };
      }),
    })),
  );

  scope.get(
    `${OFFICE_API}/bonuses`,
    player((_request, _caller, _realm, lang) => ({
      bonuses: [
        { id: 'b1', kind: 'deposit', title: lang === 'ru' ? 'Бонус на первый депозит' : 'First deposit bonus', amount: 50, currency: 'EUR', wagerRequired: 250, wagered: 90, expiresAt: '2026-12-31', status: 'active' },
        { id: 'b2', kind: 'sport', title: lang === 'ru' ? 'Фрибет 5 EUR' : 'Free bet 5 EUR', amount: 5, currency: 'EUR', wagerRequired: 0, wagered: 0, expiresAt: '2026-11-29', status: 'active' },
        { id: 'b3', kind: 'casino', title: lang === 'ru' ? '50 фриспинов' : '50 free spins', amount: 10, currency: 'EUR', wagerRequired: 350, wagered: 350, expiresAt: '2026-11-01', status: 'completed' },
      ],
    })),
  );
  scope.get(
    `${OFFICE_API}/special-offers`,
    player((_request, _caller, _realm, lang) => ({
      offers: PROMOTIONS.map((promotion) => ({ id: promotion.id, title: promotion.title[lang], summary: promotion.summary[lang], endsAt: promotion.endsAt })),
    })),
  );
  scope.get(
    `${OFFICE_API}/bring-friend`,
    player((_request, caller) => ({
      link: `https://demo.northbet.example/?bf=${caller.userId}`,
      invited: 2,
      qualified: 1,
      earned: 10,
      currency: 'EUR',
      banners: [
        { id: 'banner-300x250', width: 300, height: 250 },
        { id: 'banner-728x90', width: 728, height: 90 },
      ],
    })),
  );
  scope.get(
    `${OFFICE_API}/rewards`,
    player((_request, _caller, _realm, lang) => ({
      rewards: [
        { id: 'w1', title: lang === 'ru' ? 'Первая ставка' : 'First bet', earned: true, points: 50 },
        { id: 'w2', title: lang === 'ru' ? '10 выигранных экспрессов' : '10 accumulators won', earned: false, points: 300 },
      ],
    })),
  );

  // The bonus programme, promotions and landings: public content.
  scope.get<RouteOf<typeof contentKindSchemas>>(`${PROMO_API}/bonuses`, { schema: contentKindSchemas }, async (request) => {
    const lang = langOf(request.headers['x-language']);
    const kind = request.query.kind === 'games' ? 'games' : 'rules';
    return { bonuses: BONUS_RULES.filter((bonus) => bonus.kind === kind && bonus.partner === null).map((bonus) => ({ id: bonus.id, title: bonus.title[lang], body: bonus.body[lang] })) };
  });
  scope.get<RouteOf<typeof contentSchemas>>(`${PROMO_API}/bonuses/:id`, { schema: contentSchemas }, async (request) => {
    const lang = langOf(request.headers['x-language']);
    const bonus = BONUS_RULES.find((candidate) => candidate.id === request.params.id || candidate.partner === request.params.id);
    if (!bonus) throw notFound('bonus');
    return { id: bonus.id, title: bonus.title[lang], body: bonus.body[lang] };
  });
  scope.get(`${PROMO_API}/promotions`, async (request) => {
    const lang = langOf(request.headers['x-language']);
    return { promotions: PROMOTIONS.map((promotion) => ({ id: promotion.id, title: promotion.title[lang], summary: promotion.summary[lang], body: promotion.body[lang], endsAt: promotion.endsAt })) };
  });
  scope.get<RouteOf<typeof contentSchemas>>(`${PROMO_API}/promotions/:id`, { schema: contentSchemas }, async (request) => {
    const lang = langOf(request.headers['x-language']);
    const promotion = PROMOTIONS.find((candidate) => candidate.id === request.params.id);
    if (!promotion) throw notFound('promotion');
    return { id: promotion.id, title: promotion.title[lang], summary: promotion.summary[lang], body: promotion.body[lang], endsAt: promotion.endsAt };
  });
  scope.get<RouteOf<typeof contentSchemas>>(`${PROMO_API}/landings/:id`, { schema: contentSchemas }, async (request) => {
    const lang = langOf(request.headers['x-language']);
    const landing = LANDINGS.find((candidate) => candidate.id === request.params.id);
    if (!landing) throw notFound('landing');
    return { id: landing.id, title: landing.title[lang], body: landing.body[lang], promotionId: landing.promotionId };
  });
}
