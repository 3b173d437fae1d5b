import type { ModalProps } from '@host/sdk';
import { useTranslation } from '@host/sdk';
import { LoginForm } from './LoginForm.tsx';

/** The login form as a full-width modal (first document, section 2.10), opened by the `login` query parameter. */
export default function LoginModal({ onClose }: ModalProps) {
  const { t } = useTranslation('account');
  return (
    <div className="login-modal">
      <h2>{t('login_title')}</h2>
      <LoginForm onSignedIn={onClose} />
    </div>
  );
}
