import { formatMoney, HttpError, openModal, selectIsAuthenticated, selectLanguage, useDateTimeText, useOptionalService, useTranslation, type HostState } from '@host/sdk';
import { accountsService } from '../../../account/contract/index.ts';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { CasinoTotoReply, CasinoTotoTicket } from '../../schemas/casinoApi.ts';
import { TOTO_MAX_LINES, TOTO_OUTCOMES } from '../../schemas/totoRules.ts';
import { placeTotoTicket } from '../api/casinoApi.ts';
import { CASINO_NS } from '../casinoConstants.ts';

type Pool = CasinoTotoReply['pools'][number];
type Outcome = (typeof TOTO_OUTCOMES)[number];

/** The line stake a ticket starts with (the platform's least is 10 in roubles, 0.10 in dollars and euros). */
const FIRST_LINE_STAKE = 50;
/** The refusals the page words itself; any other is "not bought". */
const WORDED = ['request_reused', 'invalid_ticket', 'pool_closed', 'pool_not_found', 'insufficient_balance', 'gambling_restricted', 'wagering_limit_exceeded', 'loss_limit_exceeded', 'account_not_allowed'];

type Purchase = { state: 'idle' } | { state: 'buying' } | { state: 'bought'; ticket: CasinoTotoTicket } | { state: 'failed'; code: string };

const failureCode = (error: unknown) => (error instanceof HttpError ? (error.codes.find((code) => WORDED.includes(code)) ?? (error.status === 401 ? 'sign_in' : 'failed')) : 'failed');

/**
 * One toto pool as a ticket to fill in: for each event the outcomes the bettor picks (1, X, 2; several make more
 * lines), the stake of a line, what the ticket costs, and buying it (a visitor is asked to sign in). The platform
 * checks every rule again; its refusal is worded here.
 */
export function TotoPool({ pool, onBought }: { pool: Pool; onBought: () => void }) {
  const { t } = useTranslation(CASINO_NS);
  const lang = useSelector(selectLanguage);
  const signedIn = useSelector(selectIsAuthenticated);
  const dispatch = useDispatch();
  const dateTimeText = useDateTimeText();
  const accounts = useOptionalService(accountsService);
  // The account that would pay: its currency names the cost; a visitor's cost is a bare figure.
  const currency = useSelector((state: HostState) => accounts?.selectActiveAccount(state)?.iso ?? null);
  const [picks, setPicks] = useState<Outcome[][]>(() => pool.events.map(() => []));
  const [lineStake, setLineStake] = useState(FIRST_LINE_STAKE);
  const [purchase, setPurchase] = useState<Purchase>({ state: 'idle' });
  // One id per ticket as filled in: a purchase retried after a failure (one that may have reached the platform) is
  // the same request, never a second ticket; changing the ticket or buying it makes the next one new.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const renew = () => setRequestId(crypto.randomUUID());
  const lines = picks.reduce((product, picked) => product * picked.length, 1);
  const complete = picks.every((picked) => picked.length > 0);
  const toggle = (event: number, outcome: Outcome) => {
    renew();
    setPicks((current) => current.map((picked, index) => (index !== event ? picked : picked.includes(outcome) ? picked.filter((one) => one !== outcome) : TOTO_OUTCOMES.filter((one) => one === outcome || picked.includes(one)))));
  };
  const costText = (cost: number) => (currency ? formatMoney(lang, cost, currency) : String(cost));
  const buy = () => {
    if (!signedIn) {
      dispatch(openModal('login'));
      return;
    }
    setPurchase({ state: 'buying' });
    placeTotoTicket({ requestId, poolId: pool.id, picks, lineStake }, lang).then(
      (ticket) => {
        setPurchase({ state: 'bought', ticket });
        renew();
        setPicks(pool.events.map(() => []));
        // The header and every other balance show what the ticket took.
        accounts?.refresh();
        onBought();
      },
      (error: unknown) => setPurchase({ state: 'failed', code: failureCode(error) }),
    );
  };
  return (
    <section className="casino-section casino-toto__pool" aria-label={pool.name}>
      <h2 className="casino-page__subtitle">{pool.name}</h2>
      <p className="casino-list__muted">{t('toto_closes_at', { time: dateTimeText(pool.closesAt) })}</p>
      <ol className="casino-toto__events">
        {pool.events.map((event, index) => (
          <li key={index} className="casino-toto__event">
            <span>
              {event.home} – {event.away}
            </span>
            <span role="group" aria-label={t('toto_picks_of', { home: event.home, away: event.away })} className="casino-toto__picks">
              {TOTO_OUTCOMES.map((outcome) => (
                <button key={outcome} type="button" className="button" aria-pressed={picks[index].includes(outcome)} onClick={() => toggle(index, outcome)}>
                  {outcome.toUpperCase()}
                </button>
              ))}
            </span>
          </li>
        ))}
      </ol>
      <div className="casino-toto__ticket">
        <label>
          {t('toto_line_stake')}
          <input type="number" min={0} step="any" value={lineStake} onChange={(change) => {
              const typed = Number(change.target.value);
              renew();
              setLineStake(Number.isFinite(typed) ? Math.max(0, typed) : 0);
            }} />
        </label>
        <p data-testid="toto-cost">{complete ? t('toto_cost', { lines, cost: costText(Math.round(lines * lineStake * 100) / 100) }) : t('toto_pick_each')}</p>
        {lines > TOTO_MAX_LINES && <p role="alert">{t('toto_too_many_lines', { max: TOTO_MAX_LINES })}</p>}
        <button type="button" className="button button--primary" disabled={!complete || lines > TOTO_MAX_LINES || !(lineStake > 0) || purchase.state === 'buying'} onClick={buy}>
          {signedIn ? t('toto_buy') : t('toto_sign_in')}
        </button>
        {purchase.state === 'bought' && (
          <p role="status">{t('toto_bought', { id: purchase.ticket.id, lines: purchase.ticket.lines, cost: formatMoney(lang, purchase.ticket.cost, purchase.ticket.currency) })}</p>
        )}
        {purchase.state === 'failed' && <p role="alert">{t(`toto_error_${purchase.code}`)}</p>}
      </div>
    </section>
  );
}
