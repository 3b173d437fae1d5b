import { selectLanguage, useLoaded, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { VerificationReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeGet, officeSend, refusalKeyOf } from '../api/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { ErrorText, LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_verificationReply } from '../generated/validate_verificationReply.js';

export const VERIFICATION_DOCUMENTS = ['passport', 'idCard', 'driverLicence', 'utilityBill'] as const;

/** office/verification: the documents the player sent and the check's status. */
export default function VerificationPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const { loaded, replace } = useLoaded(`verification:${lang}`, (signal) => officeGet<VerificationReply>(`${OFFICE_API}/verification`, validate_verificationReply, 'verification', lang, signal));
  const [document, setDocument] = useState<(typeof VERIFICATION_DOCUMENTS)[number]>('passport');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  return (
    <OfficeFrame titleKey="page_verification">
      <ErrorText messageKey={errorKey} />
      <LoadState loaded={loaded}>
        {(verification) => (
          <>
            <p data-testid="office-verification-status">{t(`verification_${verification.status}`)}</p>
            {verification.documents.length > 0 && <p>{t('verification_sent', { documents: verification.documents.map((sent) => t(`document_${sent}`)).join(', ') })}</p>}
            <form
              className="office-form"
              onSubmit={async (event) => {
                event.preventDefault();
                setErrorKey(null);
                try {
                  replace(await officeSend<VerificationReply>(`${OFFICE_API}/verification`, { document }, validate_verificationReply, 'verification', lang));
                } catch (error) {
                  setErrorKey(refusalKeyOf(error));
                }
              }}
            >
              <label>
                {t('document')}
                <select value={document} onChange={(event) => setDocument(event.target.value as typeof document)}>
                  {VERIFICATION_DOCUMENTS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`document_${kind}`)}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="button button--primary">
                {t('document_send')}
              </button>
            </form>
          </>
        )}
      </LoadState>
    </OfficeFrame>
  );
}
