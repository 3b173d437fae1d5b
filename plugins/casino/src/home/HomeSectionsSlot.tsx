import { lazy, Suspense } from 'react';

const TopGamesSection = lazy(() => import('./TopGamesSection.tsx'));

/** The casino's home section (`home.sections`), its code loaded on first render so the boot bundle stays small. */
export function HomeSectionsSlot() {
  return (
    <Suspense fallback={null}>
      <TopGamesSection />
    </Suspense>
  );
}
