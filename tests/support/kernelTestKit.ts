/**
 * What plugin tests use of the kernel beyond @host/sdk: the real HTTP client, navigation and app state for guard
 * tests, the kernel's document types and validators. Plugin tests import these from here, never from src/ or
 * schemas/ themselves, so that a plugin folder depends on the kernel only through the SDK and this kit.
 */
export { createHttpClient } from '../../src/http/httpClient.ts';
export { buildNavigation } from '../../src/router/buildNavigation.ts';
export { initialAppState } from '../../src/store/appSlice.ts';
export type { HostState } from '../../src/store/hostState.ts';
export type { RouteEntry } from '../../schemas/manifest.ts';
export type { SiteConfig } from '../../schemas/siteConfig.ts';
export { validate_remoteView } from '../../src/generated/validate_remoteView.js';
export { validate_siteConfig } from '../../src/generated/validate_siteConfig.js';
export { kernelEn } from './kernelTexts.ts';
