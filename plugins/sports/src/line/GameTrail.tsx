import { Link } from 'react-router';
import { useRouteHref, useTranslation } from '@host/sdk';
import type { SportEvent } from '../../schemas/sports.ts';
import { isLiveStatus } from './toCouponMarket.ts';

/**
 * The way back from a game: its sport and its competition, in the feed it is shown in (live or line), then the game
 * itself. A step whose page the domain does not serve is text, not a link.
 */
export function GameTrail({ event }: { event: SportEvent }) {
  const { t } = useTranslation('sports');
  const hrefOf = useRouteHref();
  const feed = isLiveStatus(event.status) ? 'live' : 'line';
  const steps = [
    { label: t(`sport_${event.sportSlug}`, { defaultValue: event.sportSlug }), href: hrefOf(`${feed}.sport`, { sport: event.sportSlug }) },
    { label: event.champName, href: hrefOf(`${feed}.champ`, { sport: event.sportSlug, champ: event.champSlug }) },
  ];
  return (
    <nav className="game__trail" aria-label={t('game_trail')}>
      <ol>
        {steps.map((step) => (
          <li key={step.label}>{step.href ? <Link to={step.href}>{step.label}</Link> : step.label}</li>
        ))}
        <li aria-current="page">{event.away ? `${event.home} – ${event.away}` : event.home}</li>
      </ol>
    </nav>
  );
}
