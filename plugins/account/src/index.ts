import { analyticsService, definePlugin } from '@host/sdk';
import { ACCOUNT_GUARDS } from './guards/accountGuards.ts';
import { MessengerWidget } from './registration/MessengerWidget.tsx';
import AccountActions from './session/AccountActions.tsx';
import { prepareSession } from './session/prepareSession.ts';
import { accountServices } from './accountServices.ts';
import { accountSlice } from './accountSlice.ts';

/**
 * Who the visitor is: the session, the token of the HTTP client, referral capture, sign-in, registration and
 * sign-out, the accounts and currencies, the stored user id of the global preferences, and the access guards.
 * Loaded at boot, since its guards decide the first navigation.
 */
export default definePlugin({
  id: 'account',
  translations: 'account',
  slice: accountSlice,
  provides: accountServices,
  optionalRequires: [analyticsService],
  prepare: prepareSession,
  sagas: () => import('./accountSagas.ts'),
  guards: ACCOUNT_GUARDS,
  pages: {
    login: () => import('./login/LoginPage.tsx'),
    confirmTerms: () => import('./terms/ConfirmTermsPage.tsx'),
    identification: () => import('./identification/IdentificationPage.tsx'),
    registration: () => import('./registration/RegistrationPage.tsx'),
    wallets: () => import('./accounts/WalletsPage.tsx'),
    account: () => import('./office/AccountPage.tsx'),
    accountVerify: () => import('./office/AccountVerifyPage.tsx'),
  },
  modals: {
    login: () => import('./login/LoginModal.tsx'),
    'logout-confirm': () => import('./session/LogoutConfirmModal.tsx'),
    'forgot-password': () => import('./forgotPassword/ForgotPasswordModal.tsx'),
    captcha: () => import('./captcha/CaptchaModal.tsx'),
    registration: () => import('./registration/RegistrationModal.tsx'),
  },
  slots: {
    'layout.floating': MessengerWidget,
    'header.actions': AccountActions,
  },
});
