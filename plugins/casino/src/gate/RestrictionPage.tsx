import { useRouteHref, useTranslation } from '@host/sdk';
import { CASINO_NS } from '../casinoConstants.ts';

/**
 * What every casino route shows while the player's limits close the casino: why (the limits plugin's text when it
 * gives one), and where to read about responsible gaming.
 */
export function RestrictionPage({ reason }: { reason: string | null }) {
  const { t, i18n } = useTranslation(CASINO_NS);
  const href = useRouteHref();
  const responsibleGaming = href('information.responsiblegaming');
  const reasonText = reason && i18n.exists(reason) ? t(reason) : null;
  return (
    <section className="casino-restriction" role="alert" data-testid="casino-restriction">
      <h1 className="casino-page__title">{t('restricted_title')}</h1>
      <p>{t('restricted_text')}</p>
      {reasonText && <p className="casino-restriction__reason">{reasonText}</p>}
      {responsibleGaming && <a href={responsibleGaming}>{t('restricted_more')}</a>}
    </section>
  );
}
