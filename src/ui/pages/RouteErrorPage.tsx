import { useRouteError } from 'react-router';
import { DefaultLayout } from '../layout/DefaultLayout.tsx';
import { RouteErrorView } from './lazyStatusPages.tsx';

/** The nearest error boundary of every route: the layout, and what went wrong from the status pages (RouteErrorView). */
export function RouteErrorPage() {
  return (
    <DefaultLayout>
      <RouteErrorView error={useRouteError()} />
    </DefaultLayout>
  );
}
