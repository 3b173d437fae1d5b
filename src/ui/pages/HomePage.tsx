import { selectLanguage, useRouteHref } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { HostState } from '@host/sdk';
import { heroWordsIn } from '../../../schemas/siteConfig.ts';
import { LazySnowfall } from '../layout/pageSectionsModule.ts';
import { Slot } from '../Slot.tsx';

/**
 * Home: the brand's hero, then whatever sections the plugins contribute (top live, top line, top games…). The hero's
 * words and link are the brand's config (site.hero), read at the first render: no plugin bundle to wait for, no
 * product words in the kernel. The snowfall falls inside the hero only, never over the sections' prices.
 */
export function HomePage() {
  const site = useSelector((state: HostState) => state.config.site);
  const words = heroWordsIn(site, useSelector(selectLanguage));
  const hrefOf = useRouteHref();
  const callToAction = site?.site.hero?.callToActionRoute;
  const callToActionHref = callToAction ? hrefOf(callToAction) : null;
  return (
    <div className="home">
      {words && (
        <section className="hero">
          {site?.site.snowfall && <LazySnowfall />}
          <h1 className="hero__title">{words.title}</h1>
          {words.text && <p className="hero__text">{words.text}</p>}
          {callToActionHref && words.callToAction && (
            <Link className="button button--accent hero__cta" to={callToActionHref}>
              {words.callToAction}
            </Link>
          )}
        </section>
      )}
      <Slot name="home.sections" />
    </div>
  );
}
