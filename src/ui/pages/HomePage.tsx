import { useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { HostState } from '@host/sdk';
import { Slot } from '../Slot.tsx';
import { ROUTE_ROLES, useRoleHref } from '../useRoleHref.ts';

/** Home: a hero, then whatever sections the plugins contribute (top live, top line, top games…). */
export function HomePage() {
  const { t } = useTranslation('kernel');
  const callToAction = useRoleHref(ROUTE_ROLES.homeCallToAction);
  const company = useSelector((state: HostState) => state.config.site?.site.companyName ?? '');
  return (
    <div className="home">
      <section className="hero">
        <h1 className="hero__title">{t('home_hero_title', { company })}</h1>
        <p className="hero__text">{t('home_hero_text')}</p>
        {callToAction && (
          <Link className="button button--accent hero__cta" to={callToAction}>
            {t('home_hero_cta')}
          </Link>
        )}
      </section>
      <Slot name="home.sections" />
    </div>
  );
}
