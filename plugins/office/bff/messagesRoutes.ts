import { ApiError } from '../../../bff/bffModule.ts';
import { ok, OFFICE_API, type OfficeRouteKit } from './officeRouteKit.ts';
import { objectOf, text } from './routeSchemas.ts';

const messageSchemas = { params: objectOf({ id: text(40) }, ['id']) } as const;
const historyRequestSchemas = { body: objectOf({ kind: { enum: ['mail', 'clear', 'casinoMail'] }, accountId: text(40) }, ['kind', 'accountId']) } as const;
const casinoPlaySchemas = { querystring: objectOf({ area: text(20) }, []) } as const;

/** The inbox with its unread count, and the histories (sessions, casino play, mailed or cleared account histories). */
export function registerMessagesRoutes({ scope, player, checked, desk, now }: OfficeRouteKit): void {
  scope.get(`${OFFICE_API}/messages`, player((_request, caller, realm, lang) => desk.messagesOf(realm, caller.userId, lang)));
  scope.get(`${OFFICE_API}/messages/unread`, player(async (_request, caller, realm) => ({ unread: await desk.unreadOf(realm, caller.userId) })));
  checked('POST', `${OFFICE_API}/messages/:id/read`, messageSchemas, async (request, caller, realm) => {
    await desk.readMessage(realm, caller.userId, request.params.id);
    return { success: true, unread: await desk.unreadOf(realm, caller.userId) };
  });
  checked('DELETE', `${OFFICE_API}/messages/:id`, messageSchemas, async (request, caller, realm) => {
    await desk.deleteMessage(realm, caller.userId, request.params.id);
    return { success: true, unread: await desk.unreadOf(realm, caller.userId) };
  });

  scope.get(
    `${OFFICE_API}/session-history`,
    player(() => {
      const hour = 3_600_000;
      const start = now();
      return {
        sessions: [
          { id: 's3', startedAt: Math.floor(start / 1000), endedAt: null, ip: '203.0.113.24', device: 'Chrome, Windows' },
          { id: 's2', startedAt: Math.floor((start - 26 * hour) / 1000), endedAt: Math.floor((start - 25 * hour) / 1000), ip: '203.0.113.24', device: 'Safari, iOS' },
          { id: 's1', startedAt: Math.floor((start - 75 * hour) / 1000), endedAt: Math.floor((start - 73 * hour) / 1000), ip: '198.51.100.7', device: 'Chrome, Android' },
        ],
      };
    }),
  );
  checked('POST', `${OFFICE_API}/history-requests`, historyRequestSchemas, async (request, caller, realm) => {
    const account = request.body.accountId.trim();
    if (!/^\d{1,20}$/.test(account)) throw new ApiError(400, 'account_unknown', 'an account id is 1 to 20 digits');
    await desk.requestHistory(realm, caller.userId, request.body.kind, account);
    return ok;
  });
  checked('GET', `${OFFICE_API}/casino-play`, casinoPlaySchemas, (request) => {
    const slots = request.query.area === 'slots';
    const at = Math.floor(now() / 1000);
    const rounds = slots
      ? [
          { id: 'r3', game: 'Book of Northbet', stake: 1, win: 0, currency: 'EUR', playedAt: at - 600 },
          { id: 'r2', game: 'Fruit Machine', stake: 2, win: 5.4, currency: 'EUR', playedAt: at - 1200 },
        ]
      : [{ id: 'r1', game: 'European Roulette', stake: 5, win: 10, currency: 'EUR', playedAt: at - 3600 }];
    return { rounds };
  });
}
