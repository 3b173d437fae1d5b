import { Icon, useRouteEntry, useTranslation } from '@host/sdk';
import { BLOCKED_ICON } from '../icons.tsx';

/** The block pages of access rule 1: one text per page, keyed by the route name. */
export function BlockPage() {
  const { t } = useTranslation('kernel');
  const page = useRouteEntry()?.name ?? 'block';
  return (
    <section className="status-page blocked" data-block-page={page}>
      <div className="blocked__icon" aria-hidden="true">
        <Icon path={BLOCKED_ICON} />
      </div>
      <h1 className="status-page__title">{t(`block_${page.replace(/-/g, '_')}_title`)}</h1>
      <p>{t(`block_${page.replace(/-/g, '_')}_text`)}</p>
    </section>
  );
}
