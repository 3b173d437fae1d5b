import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectLanguage } from '@host/sdk';
import { applyPageHead } from './applyPageHead.ts';
import { isoLanguageOf } from './isoLanguages.ts';
import { usePageMetadata } from './usePageMetadata.ts';

/**
 * Keeps the head of the page the visitor is on: the first page's from the first HTML (its `lang` the ISO code the BFF
 * wrote), then each page's after navigation, the document's `lang` following the ISO language-code map.
 */
export function PageHead() {
  const metadata = usePageMetadata();
  const lang = useSelector(selectLanguage);
  useEffect(() => {
    if (metadata) applyPageHead(metadata.data);
  }, [metadata]);
  useEffect(() => {
    let current = true;
    void isoLanguageOf(lang).then((iso) => {
      if (current) document.documentElement.lang = iso;
    });
    return () => {
      current = false;
    };
  }, [lang]);
  return null;
}
