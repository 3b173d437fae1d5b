import { useRouteHref, useTranslation } from '@host/sdk';
import { Link } from 'react-router';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { useSecurity } from './securityApi.ts';

/** office/security: the player's protection at a glance, each line leading to its page. */
export default function SecurityPage() {
  const { t } = useTranslation(OFFICE_NS);
  const href = useRouteHref();
  const { loaded } = useSecurity();
  const link = (route: string, label: string) => {
    const to = href(route);
    return to ? <Link to={to}>{label}</Link> : null;
  };
  return (
    <OfficeFrame titleKey="page_security">
      <LoadState loaded={loaded}>
        {(security) => (
          <ul className="office-list">
            <li className="office-card">
              <p data-testid="office-two-factor-state">{t(security.twoFactorEnabled ? 'two_factor_on' : 'two_factor_off')}</p>
              {link(security.twoFactorEnabled ? 'office.security-disable-two-factor-auth' : 'office.security-enable-two-factor-auth', t(security.twoFactorEnabled ? 'two_factor_disable' : 'two_factor_enable'))}
            </li>
            <li className="office-card">
              <p>{t(security.securityQuestionId ? 'question_set' : 'question_not_set')}</p>
              {link('office.security-question', t('page_securityQuestion'))}
            </li>
            <li className="office-card">
              <p>{t(security.authByEmail ? 'auth_by_email_on' : 'auth_by_email_off')}</p>
              {link('office.security-auth-by-email', t('page_securityAuthByEmail'))}
            </li>
            <li className="office-card">
              <p>{security.phone ? t('phone_bound', { phone: security.phone }) : t('phone_none')}</p>
              {link(security.phone ? 'office.phone-change' : 'office.phone-binding', t(security.phone ? 'phone_change' : 'phone_bind'))}
            </li>
            <li className="office-card" data-testid="office-security-more">
              {link('office.change-password', t('page_changePassword'))}
              {link('office.change-login', t('page_changeLogin'))}
              {link('office.security-account', t('page_securityAccount'))}
            </li>
          </ul>
        )}
      </LoadState>
    </OfficeFrame>
  );
}
