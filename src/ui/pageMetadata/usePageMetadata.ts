import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { selectLanguage, selectPreferences, selectSiteConfig } from '@host/sdk';
import { loadPageMetadata, type PageMetadata } from './pageMetadataClient.ts';

/** The address without the language prefix and trailing slashes, as the page-metadata calls name a page (`/` for home). */
export function pagePathOf(pathname: string, lang: string): string {
  const rest = pathname.startsWith(`/${lang}/`) || pathname === `/${lang}` ? pathname.slice(lang.length + 1) : pathname;
  return `/${rest.replace(/^\/+|\/+$/g, '')}`;
}

/** The current page's metadata: undefined while it loads, null when the page has none. */
export function usePageMetadata(): PageMetadata | null | undefined {
  const lang = useSelector(selectLanguage);
  const projectId = useSelector(selectSiteConfig)?.site.refId;
  const timezone = useSelector(selectPreferences).timeZone;
  const { pathname } = useLocation();
  const path = pagePathOf(pathname, lang);
  const [state, setState] = useState<{ key: string; metadata: PageMetadata | null } | null>(null);
  const key = `${lang}:${path}`;
  useEffect(() => {
    let current = true;
    void loadPageMetadata({ lang, path, projectId, timezone }).then((metadata) => current && setState({ key, metadata }));
    return () => {
      current = false;
    };
  }, [key, lang, path, projectId, timezone]);
  return state?.key === key ? state.metadata : undefined;
}
