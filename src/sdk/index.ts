/**
 * @host/sdk: the only kernel module a plugin imports. Everything here is public API, versioned by SDK_VERSION and
 * recorded in api-report.md; the kernel imports these pieces from here too, so that there is one copy of each on
 * the page. Kernel wiring stays out: a host (the kernel, a test kit) hands its routes and services to the hooks and
 * saga helpers under HOST_BINDING, on its store and through its saga runtime (hostBinding.ts).
 */
import { modalClosed, modalOpened } from './kernelEvents.ts';

export { SDK_VERSION } from './sdkVersion.ts';
export { definePlugin, isDefinedPlugin } from './definePlugin.ts';
export { importShared } from './importShared.ts';
export type { DefinedPlugin, LazyComponent, ModalProps, PluginDefinition, SlotName } from './definePlugin.ts';

export { createServiceRef, getOptionalService, getService, MissingServiceError, provide, useOptionalService, useService } from './services.ts';
export type { ServiceHost, ServiceProvision, ServiceRef } from './services.ts';
export { answerHostBinding, HOST_BINDING, HOST_BINDING_REQUEST } from './hostBinding.ts';
export type { HostBinding, HostBindingRequest, RouteSource, ServiceSource, SlotProps } from './hostBinding.ts';

export type { Consent, ConsentChoices, ConsentModule, FunctionalCookies, PanelStates } from './consent.ts';
export { createEvent, createReducer, defineSlice, on, payload } from './events.ts';
export type { EventCreator, PluginSlice, ReducerCase } from './events.ts';
export { languageChanged, loggedOut, modalClosed, modalOpened, navigationBlockChanged, notificationShown, preferencesChanged, userIdentified } from './kernelEvents.ts';
export type { Preferences, PreferenceFlag, Viewport } from '../store/kernelState.ts';
export { PREFERENCES_STORAGE_KEY, readStoredPreferences, saveStoredPreferences } from './storedPreferences.ts';

export type { Guard, GuardContribution, GuardResult, Navigation } from '../router/guardTypes.ts';
export { ALLOW, redirectTo } from '../router/guardTypes.ts';
export type { HostState } from '../store/hostState.ts';
export type { Notification, NotificationKind } from '../store/kernelState.ts';

export { TranslationProvider, useTranslation } from './useTranslation.ts';
export { useLoaded } from './useLoaded.ts';
export type { Loaded } from './useLoaded.ts';
export { useSearch } from './useSearch.ts';
export type { SearchOptions } from './useSearch.ts';

export { http } from './http.ts';
export { HttpError, messageFromErrorBody } from '../http/HttpError.ts';
export type { ChallengeResolver, HttpClient, RequestOptions, RetryPolicy, TokenProvider } from '../http/httpClient.ts';
export { CANCELLED_STATUS, NETWORK_ERROR_STATUS } from '../http/httpConstants.ts';
export { parseCookies } from '../http/cookies.ts';
export { writeCookie } from './siteCookies.ts';

export { SchemaError, validateDocument } from '../config/validate.ts';
export type { CompiledValidator } from '../config/validate.ts';

export { RemoteView } from './RemoteView.tsx';
export { Slot } from './Slot.tsx';
export type { RemoteViewProps } from '../ui/remoteView/remoteViewProps.ts';
export type { RemoteViewReply } from '../../schemas/remoteView.ts';
export { SERVER_VIEW_ELEMENT_ID } from '../ui/remoteView/serverViewContract.ts';
export { sanitizeHtml } from './sanitizeHtml.ts';
export { safeStorage } from '../ui/safeStorage.ts';
export { formatMoney } from '../ui/formatMoney.ts';
export { formatDate, formatDateTime, formatStartTime } from '../ui/formatMoment.ts';
export type { TimePreferences } from '../ui/formatMoment.ts';
export { useDateTimeText } from '../ui/useDateTimeText.ts';
export { Icon } from './Icon.tsx';
export { PageSkeleton } from '../ui/pages/PageSkeleton.tsx';
export { ShownRouteContext, useRouteEntry, useRouteParams } from '../ui/useRouteEntry.ts';
export { fillRoutePath, useRouteHref } from '../ui/useRouteHref.ts';
export type { RouteParams } from '../ui/useRouteHref.ts';
export type { RouteHandle, ShownRoute } from '../ui/useRouteEntry.ts';
export type { RouteEntry } from '../../schemas/manifest.ts';

export { showNotification, notifyResults } from '../ui/notifications/notify.ts';
export type { RequestResult } from '../ui/notifications/notificationCatalogue.ts';
export { MAX_FAILED_RESULTS_SHOWN, NOTIFICATION_AUTO_CLOSE_MS } from '../ui/notifications/notificationConstants.ts';
export * from './selectors.ts';

export const openModal = (modalId: string) => modalOpened({ modalId });
export const closeModal = (modalId: string) => modalClosed({ modalId });
