import { selectLanguage, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { OFFICE_API, officeSend } from '../api/officeApi.ts';
import { useSubmitStatus } from '../api/useSubmitStatus.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { OfficeForm } from '../frame/OfficeForm.tsx';
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
  const status = useSubmitStatus();
  const field = (name: keyof typeof fields, label: string, autoComplete: string) => (
    <label>
      {label}
      <input type="password" autoComplete={autoComplete} maxLength={PASSWORD_MAX_LENGTH} value={fields[name]} onChange={(event) => setFields({ ...fields, [name]: event.target.value })} />
    </label>
  );
  const changePassword = () =>
    void status.submit(async () => {
      await officeSend(`${OFFICE_API}/password`, { currentPassword: fields.current, newPassword: fields.next }, validate_officeSuccessReply, 'password change', lang);
      setFields({ current: '', next: '', repeat: '' });
    }, 'password_changed');
  return (
    <OfficeFrame titleKey="page_changePassword">
      <OfficeForm outcome={status} onSubmit={changePassword}>
        {field('current', t('password_current'), 'current-password')}
        {field('next', t('password_new', { count: PASSWORD_MIN_LENGTH }), 'new-password')}
        {field('repeat', t('password_repeat'), 'new-password')}
        <button type="submit" className="button button--primary" disabled={status.busy || !canChangePassword(fields.current, fields.next, fields.repeat)}>
          {t('page_changePassword')}
        </button>
      </OfficeForm>
    </OfficeFrame>
  );
}
