import { useTranslation } from '@host/sdk';
import { useState } from 'react';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { DoneText, ErrorText, LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { useSecurity } from './securityApi.ts';

const LOGIN_MAX_LENGTH = 30;
/** A login as the input allows it: Latin letters, digits, `_`, `.` and `-`. */
export const loginInput = (text: string): string => text.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, LOGIN_MAX_LENGTH);

/** office/change-login: a new login (the server refuses a taken one). */
export default function ChangeLoginPage() {
  const { t } = useTranslation(OFFICE_NS);
  const { loaded, send, busy, errorKey, doneKey } = useSecurity();
  const [login, setLogin] = useState('');
  return (
    <OfficeFrame titleKey="page_changeLogin">
      <ErrorText messageKey={errorKey} />
      <DoneText messageKey={doneKey} />
      <LoadState loaded={loaded}>
        {(security) => (
          <form
            className="office-form"
            onSubmit={(event) => {
              event.preventDefault();
              void send('login', { login }, 'login_changed');
            }}
          >
            <p>{t('login_current', { login: security.login ?? t('not_set') })}</p>
            <label>
              {t('login_new')}
              <input autoComplete="username" value={login} onChange={(event) => setLogin(loginInput(event.target.value))} />
            </label>
            <button type="submit" className="button button--primary" disabled={busy || login.length < 3}>
              {t('save')}
            </button>
          </form>
        )}
      </LoadState>
    </OfficeFrame>
  );
}
