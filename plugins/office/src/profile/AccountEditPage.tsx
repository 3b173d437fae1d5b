import { selectLanguage, useLoaded, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { ProfileReply } from '../../schemas/officeApi.ts';
import { OFFICE_API, officeGet, officeSend } from '../api/officeApi.ts';
import { useSubmitStatus } from '../api/useSubmitStatus.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { DoneText, ErrorText, LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_profileReply } from '../generated/validate_profileReply.js';

const FIELDS = [
  ['firstName', 'text', 60, 'given-name'],
  ['lastName', 'text', 60, 'family-name'],
  ['birthDate', 'date', 10, 'bday'],
  ['city', 'text', 60, 'address-level2'],
  ['address', 'text', 120, 'street-address'],
] as const;

function ProfileForm({ profile, onSaved }: { profile: ProfileReply; onSaved: (profile: ProfileReply) => void }) {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const [draft, setDraft] = useState(profile);
  const status = useSubmitStatus();
  return (
    <form
      className="office-form"
      onSubmit={(event) => {
        event.preventDefault();
        void status.submit(async () => onSaved(await officeSend<ProfileReply>(`${OFFICE_API}/profile`, draft, validate_profileReply, 'profile save', lang)), 'saved');
      }}
    >
      <ErrorText messageKey={status.errorKey} />
      <DoneText messageKey={status.doneKey} />
      {FIELDS.map(([name, type, maxLength, autoComplete]) => (
        <label key={name}>
          {t(`profile_${name}`)}
          <input type={type} maxLength={maxLength} autoComplete={autoComplete} value={draft[name]} onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} />
        </label>
      ))}
      <button type="submit" className="button button--primary" disabled={status.busy}>
        {t('save')}
      </button>
    </form>
  );
}

/** office/account/edit: the player's personal data (the account itself stays the account plugin's page). */
export default function AccountEditPage() {
  const lang = useSelector(selectLanguage);
  const { loaded, replace } = useLoaded(`profile:${lang}`, (signal) => officeGet<ProfileReply>(`${OFFICE_API}/profile`, validate_profileReply, 'profile', lang, signal));
  return (
    <OfficeFrame titleKey="page_accountEdit">
      <LoadState loaded={loaded}>{(profile) => <ProfileForm profile={profile} onSaved={replace} />}</LoadState>
    </OfficeFrame>
  );
}
