import { selectLanguage, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { OFFICE_API, officeSend, refusalKeyOf } from '../api/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { DoneText, ErrorText } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_officeSuccessReply } from '../generated/validate_officeSuccessReply.js';

/** The shortest password the backend takes; the button stays off below it, so no validation message is needed. */
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 100;

/** Whether the form may be sent: a current password, a long enough new one, repeated the same. */
export const canChangePassword = (current: string, next: string, repeat: string): boolean => current.length > 0 && next.length >= PASSWORD_MIN_LENGTH && next === repeat;

/** office/change-password: the current password, and the new one twice. */
export default function ChangePasswordPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const [fields, setFields] = useState({ current: '', next: '', repeat: '' });
  const [status, setStatus] = useState<{ busy: boolean; errorKey: string | null; done: boolean }>({ busy: false, errorKey: null, done: false });
  const field = (name: keyof typeof fields, label: string, autoComplete: string) => (
    <label>
      {label}
      <input type="password" autoComplete={autoComplete} maxLength={PASSWORD_MAX_LENGTH} value={fields[name]} onChange={(event) => setFields({ ...fields, [name]: event.target.value })} />
    </label>
  );
  return (
    <OfficeFrame titleKey="page_changePassword">
      <ErrorText messageKey={status.errorKey} />
      <DoneText messageKey={status.done ? 'password_changed' : null} />
      <form
        className="office-form"
        onSubmit={async (event) => {
          event.preventDefault();
          setStatus({ busy: true, errorKey: null, done: false });
          try {
            await officeSend(`${OFFICE_API}/password`, { currentPassword: fields.current, newPassword: fields.next }, validate_officeSuccessReply, 'password change', lang);
            setFields({ current: '', next: '', repeat: '' });
            setStatus({ busy: false, errorKey: null, done: true });
          } catch (error) {
            setStatus({ busy: false, errorKey: refusalKeyOf(error), done: false });
          }
        }}
      >
        {field('current', t('password_current'), 'current-password')}
        {field('next', t('password_new', { count: PASSWORD_MIN_LENGTH }), 'new-password')}
        {field('repeat', t('password_repeat'), 'new-password')}
        <button type="submit" className="button button--primary" disabled={status.busy || !canChangePassword(fields.current, fields.next, fields.repeat)}>
          {t('page_changePassword')}
        </button>
      </form>
    </OfficeFrame>
  );
}
