import { useRouteEntry } from '@host/sdk';
import { lazy, Suspense } from 'react';
import { BrandsSliderSpace } from './BrandsSliderSpace.tsx';

const LazyBrandsSlider = lazy(() => import('./BrandsSlider.tsx'));

/** The route of the brands (providers) list: the slider would repeat it, so it is hidden there (first document 2.1). */
export const BRANDS_ROUTE = 'casino.providers';
/** A running game needs the screen more than the slider does. */
const GAME_PAGE = 'game';

/**
 * The brands slider's slot component: its code loads with the first third-party page that shows it, its place kept
 * meanwhile. Nothing on the brands route and the game page, not even the place.
 */
export function BrandsSliderSlot() {
  const entry = useRouteEntry();
  if (entry?.name === BRANDS_ROUTE || entry?.page === GAME_PAGE) return null;
  return (
    <Suspense fallback={<BrandsSliderSpace />}>
      <LazyBrandsSlider />
    </Suspense>
  );
}
