import { useSelector } from 'react-redux';
import type { HostState } from '@host/sdk';
import { LazyFooterView } from './pageSectionsModule.ts';
import { useNavigationLinks } from './useNavigationLinks.ts';

/** The footer: the kernel's part (its links and the company), the view fetched with the page sections. */
export function Footer() {
  const links = useNavigationLinks('footer');
  const company = useSelector((state: HostState) => state.config.site?.site.companyName ?? '');
  return <LazyFooterView links={links} company={company} />;
}
