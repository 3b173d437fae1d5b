import { Component, createContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { matchRoutes, useLocation, useNavigate, useNavigationType, useRoutes, type Location, type RouteObject } from 'react-router';
import { ShownRouteContext, type HostState, type ShownRoute } from '@host/sdk';
import type { RouteHandle } from '../ui/useRouteEntry.ts';
import { isSitePath, type NavigationGate, type SettledOutcome } from './navigationGate.ts';

/** Whether a navigation is passing the gate (the page on screen stays until it has): the loading bar shows it. */
export const NavigationPendingContext = createContext(false);

/**
 * The address bar's location, which is ahead of the page on screen while a navigation passes the gate (inside the
 * routes `useLocation()` is the page's). Null outside HostRoutes.
 */
export const AddressContext = createContext<Location | null>(null);

/** A navigation that has passed the gate: its location, the routes it was matched against, and how it ended. */
interface ShownNavigation {
  location: Location;
  routes: RouteObject[];
  outcome: SettledOutcome;
}

const addressOf = (location: Location) => `${location.pathname}${location.search}${location.hash}`;

const NO_ROUTE: ShownRoute = { entry: null, params: {} };

/** Another site's address replaces this page's entry, so that Back does not land on the address that sent it away. */
const leaveFor = (to: string) => window.location.replace(to);

/** The browser router's index of the current history entry (react-router keeps it in `history.state.idx`). */
const historyIndex = () => (window.history.state as { idx?: unknown } | null)?.idx;

function shownRouteOf(shown: ShownNavigation): ShownRoute {
  if (shown.outcome instanceof Error || shown.outcome.kind !== 'render') return NO_ROUTE;
  const matches = matchRoutes(shown.routes, shown.location) ?? [];
  const entry = matches.map((match) => (match.route.handle as RouteHandle | undefined)?.entry).findLast((candidate) => candidate !== undefined);
  return { entry: entry ?? null, params: matches.at(-1)?.params ?? {} };
}

/** The page of a navigation that ends on no page: the 404 page, or what went wrong (src/ui/pages/RouteErrorPage.tsx). */
export type FailurePage = ComponentType<{ notFound: true } | { error: unknown }>;

interface BoundaryState {
  error: unknown;
  location: Location;
}

/** A page that throws while rendering ends on the error page; the next navigation shown tries again. */
class RouteErrorBoundary extends Component<{ location: Location; Failure: FailurePage; children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromProps(props: { location: Location }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  render() {
    const { Failure, children } = this.props;
    return this.state.error === null ? children : <Failure error={this.state.error} />;
  }
}

/**
 * The router's routes behind the navigation gate (DESIGN.md section 6): every navigation first passes the guards and
 * loads its page's code while the page on screen stays (with the loading bar), then its page is shown, matched against
 * the routes the gate checked it with; a redirect replaces the address that was refused, so Back does not land on it
 * again, and one to another site leaves the app. A change of the fragment alone shows at once. While the
 * navigation-block flag is set every navigation is cancelled (second document, access rule 10): the history goes back
 * to the entry on screen. `first` is where startHost's first navigation ended, shown without passing the gate again.
 */
export function HostRoutes({ routes, gate, first, Failure, onNavigated }: { routes: RouteObject[]; gate: NavigationGate; first: SettledOutcome; Failure: FailurePage; onNavigated?: (location: Location) => void }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const store = useStore<HostState>();
  const [shown, setShown] = useState<ShownNavigation>(() => ({ location, routes, outcome: first }));
  const [pending, setPending] = useState(false);
  const passed = useRef({ location, routes, index: historyIndex() });

  useEffect(() => {
    if (!(first instanceof Error) && first.kind === 'leave') leaveFor(first.to);
  }, [first]);

  useEffect(() => {
    const before = passed.current;
    if (before.location === location && before.routes === routes) return;
    const moved = before.location !== location;
    const show = (outcome: SettledOutcome) => {
      passed.current = { location, routes, index: historyIndex() };
      setShown({ location, routes, outcome });
      setPending(false);
      onNavigated?.(location);
    };
    if (moved && store.getState().app.navigationBlocked) {
      setPending(false);
      const index = historyIndex();
      const steps = typeof index === 'number' && typeof before.index === 'number' ? before.index - index : null;
      if (steps !== null) {
        if (steps !== 0) void navigate(steps);
      } else if (addressOf(location) !== addressOf(before.location)) {
        void (navigationType === 'PUSH' ? navigate(-1) : navigate(addressOf(before.location), { replace: true }));
      }
      return;
    }
    const fragmentOnly = moved && before.routes === routes && location.pathname === before.location.pathname && location.search === before.location.search && location.hash !== before.location.hash;
    if (fragmentOnly) return show(shown.outcome);
    const controller = new AbortController();
    setPending(true);
    gate(addressOf(location), controller.signal).then(
      (outcome) => {
        if (controller.signal.aborted) return;
        if (outcome.kind !== 'redirect') return show(outcome);
        // The page stays, still pending, while the browser leaves for another site.
        if (isSitePath(outcome.to)) void navigate(outcome.to, { replace: true });
        else leaveFor(outcome.to);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) show(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => controller.abort();
  }, [location, routes, gate, navigate, store, onNavigated]);

  const shownRoute = useMemo(() => shownRouteOf(shown), [shown]);
  const { outcome } = shown;
  const failed = outcome instanceof Error ? <Failure error={outcome} /> : outcome.kind === 'not-found' ? <Failure notFound /> : null;
  // The failure pages, too, see the location they were shown for (the 404 page asks where its address moved).
  const page = useRoutes(failed ? [{ path: '*', element: failed }] : shown.routes, shown.location);
  const content = outcome instanceof Error || outcome.kind !== 'leave' ? page : null;
  return (
    <AddressContext.Provider value={location}>
      <NavigationPendingContext.Provider value={pending}>
        <ShownRouteContext.Provider value={shownRoute}>
          <RouteErrorBoundary location={shown.location} Failure={Failure}>
            {content}
          </RouteErrorBoundary>
        </ShownRouteContext.Provider>
      </NavigationPendingContext.Provider>
    </AddressContext.Provider>
  );
}
