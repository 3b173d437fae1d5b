import type { ModalProps } from '@host/sdk';
import { useTranslation } from '@host/sdk';
import { useDispatch } from 'react-redux';
import { registrationProcessChanged } from '../preferences/globalPreferences.ts';
import { RegistrationForm } from './RegistrationForm.tsx';

/** The registration form as the 95%-width modal (first document, 2.10); the new player stays on the page. */
export default function RegistrationModal({ onClose }: ModalProps) {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  return (
    <div className="registration-modal">
      <h2>{t('registration_title')}</h2>
      <RegistrationForm
        onRegistered={() => {
          dispatch(registrationProcessChanged(false));
          onClose();
        }}
      />
    </div>
  );
}
