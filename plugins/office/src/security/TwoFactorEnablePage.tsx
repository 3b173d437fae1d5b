import { selectLanguage, useRouteHref, useTranslation } from '@host/sdk';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { TwoFactorSetupReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeSend, refusalKeyOf } from '../api/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { DoneText, ErrorText, LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_twoFactorSetupReply } from '../generated/validate_twoFactorSetupReply.js';
import { QrCode } from './QrCode.tsx';
import { codeInput, useSecurity } from './securityApi.ts';

/** An authenticator app's code: six digits (RFC 6238 as the BFF checks it). */
export const TOTP_CODE_LENGTH = 6;

/** office/security-enable-two-factor-auth: a new secret as a QR code (and as text), confirmed by a code of it. */
export default function TwoFactorEnablePage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const href = useRouteHref();
  const { loaded, send, busy, errorKey, doneKey } = useSecurity();
  const [setup, setSetup] = useState<{ reply: TwoFactorSetupReply | null; errorKey: string | null }>({ reply: null, errorKey: null });
  const [code, setCode] = useState('');
  const enabled = loaded.status === 'ready' && loaded.data.twoFactorEnabled;

  useEffect(() => {
    if (loaded.status !== 'ready' || loaded.data.twoFactorEnabled || setup.reply || setup.errorKey) return;
    officeSend<TwoFactorSetupReply>(`${OFFICE_API}/security/two-factor/setup`, {}, validate_twoFactorSetupReply, 'two-factor setup', lang).then(
      (reply) => setSetup({ reply, errorKey: null }),
      (error: unknown) => setSetup({ reply: null, errorKey: refusalKeyOf(error) }),
    );
  }, [loaded, setup, lang]);

  const security = href('office.security');
  return (
    <OfficeFrame titleKey="page_twoFactorEnable">
      <ErrorText messageKey={errorKey ?? setup.errorKey} />
      <DoneText messageKey={doneKey} />
      <LoadState loaded={loaded}>
        {() =>
          enabled ? (
            <p data-testid="office-two-factor-state">{t('two_factor_on')} {security && <Link to={security}>{t('page_security')}</Link>}</p>
          ) : setup.reply ? (
            <form
              className="office-form"
              onSubmit={(event) => {
                event.preventDefault();
                void send('security/two-factor/enable', { code }, 'two_factor_enabled').then(() => setCode(''));
              }}
            >
              <p>{t('two_factor_scan')}</p>
              <QrCode text={setup.reply.otpauthUri} label={t('two_factor_qr')} />
              <p>
                {t('two_factor_manual')} <code data-testid="office-totp-secret">{setup.reply.secret}</code>
              </p>
              <label>
                {t('two_factor_code')}
                <input inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(codeInput(event.target.value, TOTP_CODE_LENGTH))} />
              </label>
              <button type="submit" className="button button--primary" disabled={busy || code.length !== TOTP_CODE_LENGTH}>
                {t('two_factor_enable')}
              </button>
            </form>
          ) : (
            <p className="office-muted">{t('loading')}</p>
          )
        }
      </LoadState>
    </OfficeFrame>
  );
}
