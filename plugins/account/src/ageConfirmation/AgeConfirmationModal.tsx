import { type ModalProps, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { minimumAgeOf } from '../registration/minimumAgeOf.ts';
import { ageConfirmationOf, rememberAgeConfirmed, storageOf } from './ageConfirmationRecord.ts';

/**
 * The age-restriction gate: "Are you {minimumAge} or older?". Yes is remembered (ageConfirmationRecord.ts) and opens
 * the site; No stores nothing and says the site is for adults only (the gate opens again if closed).
 */
export default function AgeConfirmationModal({ onClose }: ModalProps) {
  const { t } = useTranslation('account');
  const asked = useSelector(ageConfirmationOf);
  const [refused, setRefused] = useState(false);
  const age = useSelector(minimumAgeOf);

  function confirm() {
    if (asked) rememberAgeConfirmed(storageOf(asked.ageConfirmation), Date.now());
    onClose();
  }

  return (
    <section className="age-confirmation" aria-labelledby="age-confirmation-title">
      <h2 id="age-confirmation-title">{t('age_confirmation_title', { age })}</h2>
      {refused ? (
        <p role="alert">{t('age_confirmation_refused', { age })}</p>
      ) : (
        <>
          <p>{t('age_confirmation_text')}</p>
          <div className="age-confirmation__answers">
            <button type="button" className="button button--primary" onClick={confirm}>
              {t('age_confirmation_yes', { age })}
            </button>
            <button type="button" className="button" onClick={() => setRefused(true)}>
              {t('age_confirmation_no')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
