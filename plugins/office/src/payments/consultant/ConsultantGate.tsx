import { selectIsAuthenticated, useRouteHref, useService, useTranslation } from '@host/sdk';
import { sessionService } from '../../../../account/contract/index.ts';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import type { ConsultantReply } from '../../../schemas/payments.ts';
import { OfficeFrame } from '../../frame/OfficeFrame.tsx';
import { OFFICE_NS } from '../../frame/officeMenu.ts';
import { useConsultant, type ConsultantState } from './useConsultant.ts';

/** What a consultant page or modal shows once the consultant has answered. */
type ConsultantContent = (data: ConsultantReply, flagStored: boolean) => ReactNode;

/** The route name of the 500 page (first document 2.9), a kernel route every domain has. */
export const ERROR_500_ROUTE = '500';

/** A payment-consultant page: the 500 page when the feature is unavailable to the player, else its content. */
export function ConsultantGate({ state, titleKey, children }: { state: ConsultantState; titleKey: string; children: ConsultantContent }) {
  const { t } = useTranslation(OFFICE_NS);
  const errorPage = useRouteHref()(ERROR_500_ROUTE);
  if (state.kind === 'unavailable') {
    return errorPage && <Navigate to={errorPage} replace />;
  }
  return (
    <OfficeFrame titleKey={titleKey}>
      {state.kind === 'loading' && <p>{t('pay_loading')}</p>}
      {state.kind === 'failed' && <p role="alert">{t('pay_error_generic')}</p>}
      {state.kind === 'ready' && children(state.data, state.flagStored)}
    </OfficeFrame>
  );
}

/**
 * A payment-consultant modal: its content once loaded. A modal never leaves the page under it, so where the
 * consultant is unavailable it says so in place of the 500 page; a visitor is asked to sign in before anything loads.
 */
export function ConsultantModalGate({ children }: { children: ConsultantContent }) {
  const { t } = useTranslation(OFFICE_NS);
  const session = useService(sessionService);
  if (useSelector(selectIsAuthenticated)) return <ConsultantModalContent>{children}</ConsultantModalContent>;
  return (
    <button type="button" className="button button--primary" onClick={() => session.requestSignIn()}>
      {t('pay_consultant_sign_in')}
    </button>
  );
}

function ConsultantModalContent({ children }: { children: ConsultantContent }) {
  const { t } = useTranslation(OFFICE_NS);
  const state = useConsultant();
  if (state.kind === 'ready') return children(state.data, state.flagStored);
  if (state.kind === 'loading') return <p>{t('pay_loading')}</p>;
  return <p role="alert">{t(state.kind === 'unavailable' ? 'pay_error_consultant_unavailable' : 'pay_error_generic')}</p>;
}
