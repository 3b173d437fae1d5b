import { formatMoney, selectLanguage, useDateTimeText, useLoaded, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { fetchTotoTickets } from '../api/casinoApi.ts';
import { CASINO_NS } from '../casinoConstants.ts';

/** The signed-in player's toto tickets, newest first, each open, won (with its payout) or lost; `revision` asks again after a ticket is bought. */
export function TotoTickets({ revision }: { revision: number }) {
  const { t } = useTranslation(CASINO_NS);
  const lang = useSelector(selectLanguage);
  const dateTimeText = useDateTimeText();
  const { loaded: tickets } = useLoaded(`toto-tickets:${lang}:${revision}`, (signal) => fetchTotoTickets(lang, signal));
  if (tickets.status !== 'ready' || tickets.data.tickets.length === 0) return null;
  return (
    <section className="casino-section" aria-label={t('toto_my_tickets')}>
      <h2 className="casino-page__subtitle">{t('toto_my_tickets')}</h2>
      <ul className="casino-toto__tickets">
        {tickets.data.tickets.map((ticket) => (
          <li key={ticket.id}>
            {t('toto_ticket', { id: ticket.id, pool: ticket.poolName, lines: ticket.lines, cost: formatMoney(lang, ticket.cost, ticket.currency), time: dateTimeText(ticket.placedAt) })} ·{' '}
            {ticket.payout === undefined ? t('toto_ticket_open') : ticket.payout > 0 ? t('toto_ticket_won', { payout: formatMoney(lang, ticket.payout, ticket.currency) }) : t('toto_ticket_lost')}
          </li>
        ))}
      </ul>
    </section>
  );
}
