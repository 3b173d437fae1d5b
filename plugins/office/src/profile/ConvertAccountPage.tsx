import { selectLanguage, useOptionalService, useTranslation, type HostState } from '@host/sdk';
import { accountsService } from '../../../account/contract/index.ts';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { OFFICE_API, officeSend } from '../api/officeApi.ts';
import { useSubmitStatus } from '../api/useSubmitStatus.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { DoneText, ErrorText, LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_convertAccountReply } from '../generated/validate_convertAccountReply.js';
import { useOfficeSettings } from '../settings/useOfficeSettings.ts';

/** office/convert-account: moves the account to another of the available currencies; the accounts are then refreshed. */
export default function ConvertAccountPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const accounts = useOptionalService(accountsService);
  const active = useSelector((state: HostState) => accounts?.selectActiveAccount(state) ?? null);
  const { loaded } = useOfficeSettings();
  const [currency, setCurrency] = useState<string | null>(null);
  const status = useSubmitStatus();
  return (
    <OfficeFrame titleKey="page_convertAccount">
      {active && <p>{t('convert_from', { currency: active.iso })}</p>}
      <ErrorText messageKey={status.errorKey} />
      <DoneText messageKey={status.doneKey} />
      <LoadState loaded={loaded}>
        {(settings) => {
          const choices = settings.availableCurrencies.filter((iso) => iso !== active?.iso);
          const chosen = currency ?? choices[0] ?? '';
          return (
            <form
              className="office-form"
              onSubmit={(event) => {
                event.preventDefault();
                void status.submit(async () => {
                  await officeSend(`${OFFICE_API}/convert-account`, { currency: chosen }, validate_convertAccountReply, 'convert account', lang);
                  accounts?.refresh();
                }, 'convert_done');
              }}
            >
              <label>
                {t('convert_to')}
                <select value={chosen} onChange={(event) => setCurrency(event.target.value)}>
                  {choices.map((iso) => (
                    <option key={iso} value={iso}>
                      {iso}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="button button--primary" disabled={status.busy || !chosen}>
                {t('convert_action')}
              </button>
            </form>
          );
        }}
      </LoadState>
    </OfficeFrame>
  );
}
