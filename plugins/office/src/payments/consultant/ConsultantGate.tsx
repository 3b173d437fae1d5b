import { useRouteHref, useTranslation } from '@host/sdk';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { ConsultantReply } from '../../../schemas/payments.ts';
import { OfficeFrame } from '../../frame/OfficeFrame.tsx';
import { OFFICE_NS } from '../../frame/officeMenu.ts';
import type { ConsultantState } from './useConsultant.ts';

/** The route name of the 500 page (first document 2.9). */
export const ERROR_500_ROUTE = '500';

/**
 * The 500 page in place, where the domain has no 500 route to redirect to: the kernel's status page (its markup and
 * its dictionary's texts), without going through an error boundary, which would blame the plugin instead.
 */
function ServerErrorPage() {
  const { t } = useTranslation('kernel');
  return (
    <section className="status-page" role="alert" data-testid="pay-consultant-500">
      <p className="status-page__code">500</p>
      <h1 className="status-page__title">{t('error_title')}</h1>
      <button type="button" className="button button--primary" onClick={() => location.reload()}>
        {t('main_page_refresh_button')}
      </button>
    </section>
  );
}

/** A payment-consultant page: the 500 page when the feature is unavailable to the player, else its content. */
export function ConsultantGate({ state, titleKey, children }: { state: ConsultantState; titleKey: string; children: (data: ConsultantReply, flagStored: boolean) => ReactNode }) {
  const { t } = useTranslation(OFFICE_NS);
  const errorPage = useRouteHref()(ERROR_500_ROUTE);
  if (state.kind === 'unavailable') {
    return errorPage ? <Navigate to={errorPage} replace /> : <ServerErrorPage />;
  }
  return (
    <OfficeFrame titleKey={titleKey}>
      {state.kind === 'loading' && <p>{t('pay_loading')}</p>}
      {state.kind === 'failed' && <p role="alert">{t('pay_error_generic')}</p>}
      {state.kind === 'ready' && children(state.data, state.flagStored)}
    </OfficeFrame>
  );
}
