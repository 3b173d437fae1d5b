import { useRouteHref, useTranslation } from '@host/sdk';
import { Link } from 'react-router';
import type { CasinoProvider } from '../../schemas/casinoApi.ts';
import { CASINO_NS } from '../casinoConstants.ts';

/** The providers (brands) as a sideways-scrolling row of their logos (named by their alt text), each a link to the provider's games. */
export function ProviderChips({ providers, active, className = 'casino-chips casino-chips--providers' }: { providers: readonly CasinoProvider[]; active?: string; className?: string }) {
  const { t } = useTranslation(CASINO_NS);
  const href = useRouteHref();
  return (
    <nav className={className} aria-label={t('providers')}>
      {providers.map((provider) => {
        const to = href('casino.provider', { provider: provider.slug });
        if (!to) return null;
        const selected = provider.slug === active;
        return (
          <Link key={provider.slug} to={to} className={`casino-chip casino-chip--provider${selected ? ' casino-chip--active' : ''}`} aria-current={selected ? 'page' : undefined}>
            <img src={provider.logo} alt={provider.name} width={240} height={80} loading="lazy" decoding="async" />
          </Link>
        );
      })}
    </nav>
  );
}
