import { useRouteHref, useTranslation } from '@host/sdk';
import { Link } from 'react-router';
import type { CasinoCategory } from '../../schemas/casinoApi.ts';
import { CASINO_NS } from '../casinoConstants.ts';
import { categoryRoute } from './lobbyFilter.ts';

/** The categories as a row of chips that scrolls sideways on a phone; the one shown is marked. */
export function CategoryChips({ categories, active }: { categories: readonly CasinoCategory[]; active: string | undefined }) {
  const { t } = useTranslation(CASINO_NS);
  const href = useRouteHref();
  const all = href('casino');
  return (
    <nav className="casino-chips" aria-label={t('categories')}>
      {all && (
        <Link to={all} className={`casino-chip${active === undefined ? ' casino-chip--active' : ''}`} aria-current={active === undefined ? 'page' : undefined}>
          {t('category_all')}
        </Link>
      )}
      {categories.map((category) => {
        const target = categoryRoute(category.slug);
        const to = href(target.name, target.params);
        if (!to) return null;
        const selected = category.slug === active;
        return (
          <Link key={category.slug} to={to} className={`casino-chip${selected ? ' casino-chip--active' : ''}`} aria-current={selected ? 'page' : undefined}>
            {category.name}
            <span className="casino-chip__count">{category.count}</span>
          </Link>
        );
      })}
    </nav>
  );
}
