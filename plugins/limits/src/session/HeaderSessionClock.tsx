import { selectIsAuthenticated, type HostState } from '@host/sdk';
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { limitsConfigOf } from '../limitsConfigOf.ts';

// Its own chunk: only domains whose jurisdiction profile asks for the clock, and only signed-in players, fetch it.
const SessionClock = lazy(() => import(/* webpackChunkName: "session-clock" */ './SessionClock.tsx'));

/** The header's session clock, where the domain's jurisdiction profile asks for one (`sessionClock`), while signed in. */
export function HeaderSessionClock() {
  const shown = useSelector((state: HostState) => limitsConfigOf(state).sessionClock && selectIsAuthenticated(state));
  return shown ? (
    <Suspense fallback={null}>
      <SessionClock />
    </Suspense>
  ) : null;
}
