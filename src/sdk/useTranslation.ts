import { createContext, createElement, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n, TFunction } from 'i18next';

const TranslationContext = createContext<i18n | null>(null);

/** The host's i18next instance for the hooks below (the kernel and the test kit put it around the app). */
export function TranslationProvider({ i18n, children }: { i18n: i18n; children?: ReactNode }) {
  return createElement(TranslationContext.Provider, { value: i18n }, children);
}

/**
 * `const { t } = useTranslation(namespace)`: a plugin's namespace in the current language, re-rendered when the
 * language changes. The host loads a namespace's dictionaries before its plugin renders, so nothing suspends.
 * (The SDK's own hook instead of react-i18next's: that library was 3 KiB gzip on every first visit for this.)
 */
export function useTranslation(namespace: string): { t: TFunction; i18n: i18n } {
  const i18n = useContext(TranslationContext);
  if (!i18n) throw new Error('useTranslation is used outside the host (no TranslationProvider)');
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  const t = useMemo(() => i18n.getFixedT(language, namespace), [i18n, language, namespace]);
  return { t, i18n };
}
