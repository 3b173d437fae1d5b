import { useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { phoneAdded } from '../../../account/contract/index.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { DoneText, ErrorText, LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { codeInput, useSecurity } from './securityApi.ts';

/** The SMS code's length in the demo backend. */
export const PHONE_CODE_LENGTH = 4;
const PHONE_MAX_DIGITS = 15;
/** A phone number as the input allows it: a leading + and digits only. */
export const phoneInput = (text: string): string => `+${text.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS)}`;

/** office/phone-binding and phone-change send a code to a number; phone-activate confirms it. */
export default function PhonePage() {
  const { t } = useTranslation(OFFICE_NS);
  const href = useRouteHref();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const routeName = useRouteEntry()?.name;
  const { loaded, send, busy, errorKey, doneKey } = useSecurity();
  const [phone, setPhone] = useState('+');
  const [code, setCode] = useState('');
  const activating = routeName === 'office.phone-activate';
  const changing = routeName === 'office.phone-change';
  return (
    <OfficeFrame titleKey={activating ? 'phone_activate_title' : changing ? 'phone_change_title' : 'phone_bind_title'}>
      <ErrorText messageKey={errorKey} />
      <DoneText messageKey={doneKey} />
      <LoadState loaded={loaded}>
        {(security) =>
          activating ? (
            security.phonePending ? (
              <form
                className="office-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  const phoneNumber = security.phonePending!;
                  // The player's user config (the account plugin's) counts the phone at once: activation and binding.
                  void send('phone/activate', { code }, 'phone_confirmed').then((confirmed) => confirmed && dispatch(phoneAdded({ phoneNumber })));
                }}
              >
                <p>{t('phone_code_sent', { phone: security.phonePending })}</p>
                <label>
                  {t('sms_code')}
                  <input inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(codeInput(event.target.value, PHONE_CODE_LENGTH))} />
                </label>
                <button type="submit" className="button button--primary" disabled={busy || code.length !== PHONE_CODE_LENGTH}>
                  {t('confirm')}
                </button>
              </form>
            ) : (
              <p>{security.phone ? t('phone_bound', { phone: security.phone }) : t('phone_none')}</p>
            )
          ) : (
            <form
              className="office-form"
              onSubmit={(event) => {
                event.preventDefault();
                void send(changing ? 'phone/change' : 'phone/bind', { phone }, 'phone_code_sent_short').then((sent) => {
                  const next = href('office.phone-activate');
                  if (sent && next) navigate(next);
                });
              }}
            >
              {security.phone && <p>{t('phone_bound', { phone: security.phone })}</p>}
              <label>
                {t(changing ? 'phone_new' : 'field_phone')}
                <input type="tel" autoComplete="tel" value={phone} onChange={(event) => setPhone(phoneInput(event.target.value))} />
              </label>
              <button type="submit" className="button button--primary" disabled={busy || phone.length < 8}>
                {t('send_code')}
              </button>
            </form>
          )
        }
      </LoadState>
    </OfficeFrame>
  );
}
