import type { ComponentType } from 'react';
import { RestrictionPage } from './RestrictionPage.tsx';
import { useCasinoOpen } from './useCasinoOpen.ts';

type PageModule = { default: ComponentType };

/**
 * A casino page behind the responsible-gaming gate: while the limits service closes the casino, the restriction page
 * stands in its place. A running game unmounts with its page, and its cleanup tells the game to close.
 */
export function withCasinoGate(Page: ComponentType): ComponentType {
  function GatedPage() {
    const area = useCasinoOpen();
    return area.open ? <Page /> : <RestrictionPage reason={area.reason} />;
  }
  GatedPage.displayName = `Gated(${Page.displayName ?? Page.name})`;
  return GatedPage;
}

/** The lazy page loader of the plugin definition, gated. */
export const gatedPage = (load: () => Promise<PageModule>) => () => load().then((module) => ({ default: withCasinoGate(module.default) }));
