import type { ModalProps } from '@host/sdk';
import { useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { registrationProcessChanged } from '../preferences/globalPreferences.ts';
import { RegistrationForm } from './RegistrationForm.tsx';
import { WelcomeStep } from './WelcomeStep.tsx';

/**
 * The registration form as the 95%-width modal (first document, 2.10); the new player stays on the page, and the
 * modal shows the welcome step (what happens next) until they close it or follow one of its links.
 */
export default function RegistrationModal({ onClose }: ModalProps) {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  const [registered, setRegistered] = useState(false);
  return (
    <div className="registration-modal">
      {registered ? (
        <WelcomeStep onLater={onClose} onFollowLink={onClose} />
      ) : (
        <>
          <h2>{t('registration_title')}</h2>
          <RegistrationForm
            onRegistered={() => {
              dispatch(registrationProcessChanged(false));
              setRegistered(true);
            }}
          />
        </>
      )}
    </div>
  );
}
