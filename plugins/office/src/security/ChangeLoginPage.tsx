import { useTranslation } from '@host/sdk';
import { useState } from 'react';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { useSecurity } from './securityApi.ts';
import { SecurityFormPage } from './SecurityFormPage.tsx';

const LOGIN_MAX_LENGTH = 30;
/** A login as the input allows it: Latin letters, digits, `_`, `.` and `-`. */
export const loginInput = (text: string): string => text.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, LOGIN_MAX_LENGTH);

/** office/change-login: a new login (the server refuses a taken one). */
export default function ChangeLoginPage() {
  const { t } = useTranslation(OFFICE_NS);
  const security = useSecurity();
  const [login, setLogin] = useState('');
  return (
    <SecurityFormPage titleKey="page_changeLogin" security={security} onSubmit={() => void security.send('login', { login }, 'login_changed')}>
      {(state) => (
        <>
          <p>{t('login_current', { login: state.login ?? t('not_set') })}</p>
          <label>
            {t('login_new')}
            <input autoComplete="username" value={login} onChange={(event) => setLogin(loginInput(event.target.value))} />
          </label>
          <button type="submit" className="button button--primary" disabled={security.busy || login.length < 3}>
            {t('save')}
          </button>
        </>
      )}
    </SecurityFormPage>
  );
}
