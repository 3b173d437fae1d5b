import { definePlugin } from '@host/sdk';
import { accountsService, sessionService } from '../../account/contract/index.ts';
import { analyticsService } from '../../analytics/contract/index.ts';
import { limitsService } from '../../limits/contract/index.ts';
import { OfficeSideColumn } from './frame/OfficeSideColumn.tsx';
import { UnreadMessagesBadge } from './messages/UnreadMessagesBadge.tsx';
import { SUPPORT_REQUEST_HISTORY_MODAL, USER_QUESTION_MODAL } from './payments/consultant/consultantModals.ts';

/**
 * The player's office (first document 2.3), its money pages (2.6, under src/payments/), and the bonus and promotion
 * pages (2.7). Loaded once a player is signed in, or on a visitor's first visit to one of its routes (the mail
 * links); account logic stays in the account plugin, which this one reaches through the session and accounts services.
 */
export default definePlugin({
  id: 'office',
  translations: 'office',
  requires: [sessionService],
  optionalRequires: [accountsService, limitsService, analyticsService],
  pages: {
    menu: () => import('./menu/OfficeMenuPage.tsx'),
    messages: () => import('./messages/MessagesPage.tsx'),
    historyPay: () => import('./histories/HistoryPayPage.tsx'),
    sessionHistory: () => import('./histories/SessionHistoryPage.tsx'),
    historyMail: () => import('./histories/HistoryMailPage.tsx'),
    casinoPlay: () => import('./histories/CasinoPlayPage.tsx'),
    mailingSettings: () => import('./settings/MailingSettingsPage.tsx'),
    accountSettings: () => import('./settings/AccountSettingsPage.tsx'),
    emailSubscription: () => import('./settings/EmailSubscriptionPage.tsx'),
    disallowSports: () => import('./settings/DisallowSportsPage.tsx'),
    cashback: () => import('./promo/CashbackPage.tsx'),
    promoCodeCheck: () => import('./promo/PromoCodeCheckPage.tsx'),
    promoCodeHistory: () => import('./promo/PromoCodeHistoryPage.tsx'),
    bonuses: () => import('./promo/BonusesPage.tsx'),
    specialOffers: () => import('./promo/SpecialOffersPage.tsx'),
    bringFriend: () => import('./promo/BringFriendPage.tsx'),
    rewards: () => import('./promo/RewardsPage.tsx'),
    security: () => import('./security/SecurityPage.tsx'),
    securityAccount: () => import('./security/SecurityAccountPage.tsx'),
    securityQuestion: () => import('./security/SecurityQuestionPage.tsx'),
    securityAuthByEmail: () => import('./security/SecurityAuthByEmailPage.tsx'),
    twoFactorEnable: () => import('./security/TwoFactorEnablePage.tsx'),
    twoFactorDisable: () => import('./security/TwoFactorDisablePage.tsx'),
    phone: () => import('./security/PhonePage.tsx'),
    changePassword: () => import('./security/ChangePasswordPage.tsx'),
    changeLogin: () => import('./security/ChangeLoginPage.tsx'),
    accountEdit: () => import('./profile/AccountEditPage.tsx'),
    verification: () => import('./profile/VerificationPage.tsx'),
    activationEmail: () => import('./profile/ActivationEmailPage.tsx'),
    emailChange: () => import('./profile/EmailChangePage.tsx'),
    clarifyData: () => import('./profile/ClarifyDataPage.tsx'),
    convertAccount: () => import('./profile/ConvertAccountPage.tsx'),
    promoBonuses: () => import('./promotions/PromoBonusesPage.tsx'),
    promoBonus: () => import('./promotions/PromoBonusPage.tsx'),
    promotion: () => import('./promotions/PromotionPage.tsx'),
    landing: () => import('./promotions/LandingPage.tsx'),
    recharge: () => import('./payments/RechargePage.tsx'),
    deduce: () => import('./payments/DeducePage.tsx'),
    onpay: () => import('./payments/OnPayPage.tsx'),
    // The pages of the links in the platform's mails (first document 2.4), for players signed in or not.
    mailLink: () => import('./mailLinks/MailLinkPage.tsx'),
    passwordReset: () => import('./mailLinks/PasswordResetPage.tsx'),
    forgotPassword: () => import('./mailLinks/ForgotPasswordPage.tsx'),
    paymentRequests: () => import('./payments/consultant/PaymentRequestsPage.tsx'),
    paymentCreateRequest: () => import('./payments/consultant/CreateRequestPage.tsx'),
  },
  // Opened from the consultant's pages, or by their id as a query parameter on any page once the office is loaded.
  modals: {
    [USER_QUESTION_MODAL]: () => import('./payments/consultant/UserQuestionModal.tsx'),
    [SUPPORT_REQUEST_HISTORY_MODAL]: () => import('./payments/consultant/SupportRequestHistoryModal.tsx'),
  },
  // Active for a signed-in player on every page (plugin.json `activation: session`), so that the unread count stays in
  // the header and the office menu beside the office pages of other plugins, wherever the player came in.
  slots: {
    'header.actions': UnreadMessagesBadge,
    'layout.leftColumn': OfficeSideColumn,
  },
});
