import { DefaultLayout } from '../layout/DefaultLayout.tsx';
import { NotFoundPage, RouteErrorView } from './lazyStatusPages.tsx';

/**
 * A navigation that ends on no page (HostRoutes): the default layout with the 404 page when no route or a guard said
 * so, or with what went wrong (RouteErrorView) when the navigation or the page failed.
 */
export function RouteErrorPage(props: { notFound: true } | { error: unknown }) {
  return <DefaultLayout>{'error' in props ? <RouteErrorView error={props.error} /> : <NotFoundPage />}</DefaultLayout>;
}
