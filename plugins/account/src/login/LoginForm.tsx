import type { KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { useOptionalService, useTranslation } from '@host/sdk';
import { analyticsService } from '../../../analytics/contract/index.ts';
import type { LoginReply } from '../../schemas/auth.ts';
import { WithPhoneCountries } from '../phoneCountry/WithPhoneCountries.tsx';
import { isTwoStep } from './loginApi.ts';
import { DEFAULT_LOGIN_FORM_KIND, SELECTABLE_LOGIN_FORM_KINDS, type LoginFormState, type SelectableLoginFormKind } from './loginKinds.ts';
import { PasswordLoginForm } from './PasswordLoginForm.tsx';
import { PhonePasswordForm } from './PhonePasswordForm.tsx';
import { SocialButtons } from '../social/SocialButtons.tsx';
import { SmsLoginForm } from './SmsLoginForm.tsx';
import { TwoStepCodeForm } from './TwoStepCodeForm.tsx';
import { useCompleteSignIn } from './useCompleteSignIn.ts';

/** The login form: tabs between its kinds (login_password first), and the two-step code after a right password. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<LoginFormState>({ kind: DEFAULT_LOGIN_FORM_KIND });
  const analytics = useOptionalService(analyticsService);
  const completeSignIn = useCompleteSignIn(() => {
    analytics?.loginSucceeded();
    onSignedIn();
  });
  const id = useId();

  if (state.kind === 'login_password_two_step_code') {
    return <TwoStepCodeForm step={state.step} onSignedIn={completeSignIn} onBack={() => setState({ kind: state.from })} />;
  }
  const from = state.kind;
  const afterPassword = async (reply: LoginReply) => {
    if (isTwoStep(reply)) setState({ kind: 'login_password_two_step_code', step: reply, from });
    else await completeSignIn();
  };

  // Arrow keys move between the tabs, as in any tab list.
  function onTabKey(event: KeyboardEvent, kind: SelectableLoginFormKind) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const kinds = SELECTABLE_LOGIN_FORM_KINDS;
    const next = kinds[(kinds.indexOf(kind) + step + kinds.length) % kinds.length];
    setState({ kind: next });
    document.getElementById(`${id}-${next}`)?.focus();
  }

  return (
    <div className="login-kinds">
      <SocialButtons />
      <div className="login-kinds__tabs" role="tablist" aria-label={t('login_kinds')}>
        {SELECTABLE_LOGIN_FORM_KINDS.map((kind) => (
          <button
            key={kind}
            id={`${id}-${kind}`}
            type="button"
            role="tab"
            className="login-kinds__tab"
            aria-selected={kind === state.kind}
            aria-controls={`${id}-panel`}
            tabIndex={kind === state.kind ? 0 : -1}
            onClick={() => setState({ kind })}
            onKeyDown={(event) => onTabKey(event, kind)}
          >
            {t(`login_kind_${kind}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${state.kind}`}>
        {state.kind === 'login_password' && <PasswordLoginForm onAccepted={afterPassword} />}
        {state.kind === 'phone_password' && <WithPhoneCountries>{(countries) => <PhonePasswordForm countries={countries} onAccepted={afterPassword} />}</WithPhoneCountries>}
        {state.kind === 'sms' && <WithPhoneCountries>{(countries) => <SmsLoginForm countries={countries} onSignedIn={completeSignIn} />}</WithPhoneCountries>}
      </div>
    </div>
  );
}
