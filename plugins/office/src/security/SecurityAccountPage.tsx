import { useRouteHref, useTranslation } from '@host/sdk';
import { Link } from 'react-router';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { useSecurity } from './securityApi.ts';

/** office/security-account: how the account is reached (login, e-mail, phone) and the steps still open. */
export default function SecurityAccountPage() {
  const { t } = useTranslation(OFFICE_NS);
  const href = useRouteHref();
  const { loaded } = useSecurity();
  return (
    <OfficeFrame titleKey="page_securityAccount">
      <LoadState loaded={loaded}>
        {(security) => {
          const open = [
            !security.emailConfirmed && ['office.activation-email', 'step_confirm_email'],
            !security.phoneConfirmed && ['office.phone-binding', 'step_bind_phone'],
            !security.twoFactorEnabled && ['office.security-enable-two-factor-auth', 'step_two_factor'],
            !security.securityQuestionId && ['office.security-question', 'step_question'],
          ].filter((step): step is [string, string] => Boolean(step));
          return (
            <>
              <dl className="office-facts">
                <dt>{t('field_login')}</dt>
                <dd>{security.login ?? t('not_set')}</dd>
                <dt>{t('field_email')}</dt>
                <dd>{security.email || t('not_set')}</dd>
                <dt>{t('field_phone')}</dt>
                <dd>{security.phone ?? t('not_set')}</dd>
              </dl>
              {open.length === 0 ? (
                <p>{t('security_complete')}</p>
              ) : (
                <ul className="office-list" aria-label={t('security_steps')}>
                  {open.map(([route, label]) => {
                    const to = href(route);
                    return <li key={route}>{to ? <Link to={to}>{t(label)}</Link> : t(label)}</li>;
                  })}
                </ul>
              )}
            </>
          );
        }}
      </LoadState>
    </OfficeFrame>
  );
}
