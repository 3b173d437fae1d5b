import { useEffect } from 'react';
import { applyPageHead } from './applyPageHead.ts';
import { usePageMetadata } from './usePageMetadata.ts';

/** Keeps the head of the page the visitor is on: the first page's from the first HTML, then each page's after navigation. */
export function PageHead() {
  const metadata = usePageMetadata();
  useEffect(() => {
    if (metadata) applyPageHead(metadata.data);
  }, [metadata]);
  return null;
}
