import { http } from '@host/sdk';
import { KERNEL_ASSETS_BASE } from '../boot/bootConstants.ts';
import { FALLBACK_LANGUAGE } from '../router/routerConstants.ts';
import { APP_VERSION_URL } from './appServicesConstants.ts';
import { watchDeployedVersion } from './appVersion.ts';
import { showUpdateNotice } from './updateNotice.ts';

/**
 * The kernel's dictionary of the page's language (the kernel's own copy sits in its i18n instance, out of reach here):
 * the site's code, the address's first segment (the document's `lang` is the ISO code, `kk` for the site's `kz`).
 */
async function showNotice(): Promise<void> {
  const dictionary = (lang: string) => http.request<Record<string, string>>(`${KERNEL_ASSETS_BASE}/i18n/${lang}.json`);
  const segment = location.pathname.split('/')[1] ?? '';
  const text = await dictionary(/^[a-z]{2}$/.test(segment) ? segment : FALLBACK_LANGUAGE).catch(() => dictionary(FALLBACK_LANGUAGE));
  showUpdateNotice(document, { message: text.app_update_text, reload: text.app_update_reload, later: text.app_update_later }, () => location.reload());
}

/**
 * `@host/app-update`: the app-version check, loaded APP_VERSION_CHECK_DELAY_MS after start by `@host/app-services`.
 * When the deployed build differs from the page's, the visitor is offered a reload.
 */
export function watchForNewBuild(current: string): void {
  watchDeployedVersion({
    current,
    fetchDeployed: async () => (await http.request<{ version: string }>(APP_VERSION_URL, { headers: { 'Cache-Control': 'no-cache' } })).version,
    onNewVersion: () => void showNotice().catch((error: unknown) => console.warn('[host] update notice', error)),
  });
}
