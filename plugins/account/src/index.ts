import { definePlugin } from '@host/sdk';
import { analyticsService } from '../../analytics/contract/index.ts';
import { ACCOUNT_GUARDS } from './guards/accountGuards.ts';
import { MessengerWidget } from './registration/MessengerWidget.tsx';
import { FIRST_DEPOSIT_OFFER_MODAL, FirstDepositOffer } from './welcome/FirstDepositOffer.tsx';
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
  // Chunk names group what is fetched together (each lazy chunk also costs the boot bundle its integrity hash):
  // `player` is what only a signed-in player uses (the header's part, user config, terms, accounts, token, logout),
  // fetched as soon as a sign-in is known; `login`, `registration`, `captcha` and `office` each gather one flow.
  pages: {
    login: () => import(/* webpackChunkName: "login" */ './login/LoginPage.tsx'),
    confirmTerms: () => import(/* webpackChunkName: "player" */ './terms/ConfirmTermsPage.tsx'),
    identification: () => import(/* webpackChunkName: "office" */ './identification/IdentificationPage.tsx'),
    registration: () => import(/* webpackChunkName: "registration" */ './registration/RegistrationPage.tsx'),
    wallets: () => import(/* webpackChunkName: "office" */ './accounts/WalletsPage.tsx'),
    account: () => import(/* webpackChunkName: "office" */ './office/AccountPage.tsx'),
    accountVerify: () => import(/* webpackChunkName: "office" */ './office/AccountVerifyPage.tsx'),
  },
  modals: {
    login: () => import(/* webpackChunkName: "login" */ './login/LoginModal.tsx'),
    'logout-confirm': () => import(/* webpackChunkName: "player" */ './session/LogoutConfirmModal.tsx'),
    'forgot-password': () => import(/* webpackChunkName: "login" */ './forgotPassword/ForgotPasswordModal.tsx'),
    captcha: () => import(/* webpackChunkName: "captcha" */ './captcha/CaptchaModal.tsx'),
    registration: () => import(/* webpackChunkName: "registration" */ './registration/RegistrationModal.tsx'),
    // Opened by the age-confirmation saga only where the profile asks for it; in the registration chunk, which a
    // visitor needs next, so that it costs the boot bundle no integrity hash of its own.
    'age-confirmation': () => import(/* webpackChunkName: "registration" */ './ageConfirmation/AgeConfirmationModal.tsx'),
    // Opened by its query parameter on any page (first document 2.10), so it is the boot plugin's.
    'transfer-user': () => import(/* webpackChunkName: "player" */ './transfer/TransferUserModal.tsx'),
    [FIRST_DEPOSIT_OFFER_MODAL]: () => import(/* webpackChunkName: "player" */ './welcome/FirstDepositOfferModal.tsx'),
  },
  slots: {
    'layout.floating': MessengerWidget,
    'header.actions': AccountActions,
    'home.sections': FirstDepositOffer,
  },
});
