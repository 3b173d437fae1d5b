import { Icon, useRouteEntry, useTranslation } from '@host/sdk';
import { BLOCKED_ICON, COMING_SOON_ICON } from '../icons.tsx';
import { BrandMark } from './BrandMark.tsx';

/**
 * The block pages of access rule 1: one text per page, keyed by the route name. Coming soon is a site not yet open, not
 * a refusal: it gets a clock, not the "no entry" sign of a block.
 */
export function BlockPage() {
  const { t } = useTranslation('kernel');
  const page = useRouteEntry()?.name ?? 'block';
  return (
    <section className="status-page blocked" data-block-page={page}>
      <BrandMark />
      <div className={page === 'coming-soon' ? 'blocked__icon blocked__icon--soon' : 'blocked__icon'} aria-hidden="true">
        <Icon path={page === 'coming-soon' ? COMING_SOON_ICON : BLOCKED_ICON} />
      </div>
      <h1 className="status-page__title">{t(`block_${page.replace(/-/g, '_')}_title`)}</h1>
      <p>{t(`block_${page.replace(/-/g, '_')}_text`)}</p>
    </section>
  );
}
