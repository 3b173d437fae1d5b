import { selectLanguage, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { OFFICE_API, officeSend } from '../api/officeApi.ts';
import { useSubmitStatus } from '../api/useSubmitStatus.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { OfficeForm } from '../frame/OfficeForm.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_officeSuccessReply } from '../generated/validate_officeSuccessReply.js';

const FIELD_MAX_LENGTH = 60;

/** office/clarify-data: the data the operator asks a player to complete (citizenship and occupation). */
export default function ClarifyDataPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const [fields, setFields] = useState({ citizenship: '', occupation: '' });
  const status = useSubmitStatus();
  return (
    <OfficeFrame titleKey="page_clarifyData">
      <p>{t('clarify_intro')}</p>
      <OfficeForm outcome={status} onSubmit={() => void status.submit(() => officeSend(`${OFFICE_API}/clarify-data`, fields, validate_officeSuccessReply, 'clarify data', lang), 'saved')}>
        {(['citizenship', 'occupation'] as const).map((name) => (
          <label key={name}>
            {t(`clarify_${name}`)}
            <input maxLength={FIELD_MAX_LENGTH} value={fields[name]} onChange={(event) => setFields({ ...fields, [name]: event.target.value })} />
          </label>
        ))}
        <button type="submit" className="button button--primary" disabled={status.busy || !fields.citizenship.trim() || !fields.occupation.trim()}>
          {t('save')}
        </button>
      </OfficeForm>
    </OfficeFrame>
  );
}
