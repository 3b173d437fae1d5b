/**
 * @host/sdk: the only kernel module a plugin imports. Everything here is public API, versioned by SDK_VERSION;
 * the kernel itself imports these pieces from here too, so that there is one copy of each on the page.
 */
export { SDK_VERSION } from './sdkVersion.ts';
export { definePlugin, isDefinedPlugin } from './definePlugin.ts';
export { importShared } from './importShared.ts';
export type { DefinedPlugin, LazyComponent, ModalProps, PluginDefinition, SlotName } from './definePlugin.ts';
export type { Guard, GuardContribution, GuardResult, Navigation } from '../router/guardTypes.ts';
export { ALLOW, redirectTo } from '../router/guardTypes.ts';
export type { HostState } from '../store/hostState.ts';
export type { Notification, NotificationKind } from '../store/notificationsSlice.ts';

export { http } from './http.ts';
export { HttpError, messageFromErrorBody } from '../http/HttpError.ts';
export type { ChallengeResolver, HttpClient, RequestOptions, RetryPolicy, TokenProvider } from '../http/httpClient.ts';
export { CANCELLED_STATUS, NETWORK_ERROR_STATUS } from '../http/httpConstants.ts';
export { parseCookies } from '../http/cookies.ts';

export { SchemaError, validateDocument } from '../config/validate.ts';
export type { CompiledValidator } from '../config/validate.ts';
export { createConfigGroupLoader } from '../config/configGroups.ts';

export { RemoteView } from '../ui/remoteView/RemoteView.tsx';
export type { RemoteViewProps } from '../ui/remoteView/RemoteView.tsx';
export type { RemoteViewReply } from '../../schemas/remoteView.ts';
export { sanitizeHtml } from '../ui/remoteView/sanitizeHtml.ts';
export { safeStorage } from '../ui/safeStorage.ts';
export { formatMoney } from '../ui/formatMoney.ts';
export { PageSkeleton } from '../ui/pages/PageSkeleton.tsx';
export { useRouteEntry } from '../ui/useRouteEntry.ts';
export { fillRoutePath, useRouteHref } from '../ui/useRouteHref.ts';
export type { RouteParams } from '../ui/useRouteHref.ts';
/** Kernel wiring: the App provides the route table to route links. */
export { RouteTableContext } from '../ui/routeTableContext.ts';
export type { RouteHandle } from '../ui/useRouteEntry.ts';
export type { RouteEntry } from '../../schemas/manifest.ts';

export { showNotification, notifyResults } from '../ui/notifications/notify.ts';
export type { RequestResult } from '../ui/notifications/notificationCatalogue.ts';
export { MAX_FAILED_RESULTS_SHOWN, NOTIFICATION_AUTO_CLOSE_MS } from '../ui/notifications/notificationConstants.ts';
export * from './selectors.ts';
export const openModal = (modalId: string) => ({ type: 'modals/opened' as const, modalId });
export const closeModal = (modalId: string) => ({ type: 'modals/closed' as const, modalId });
