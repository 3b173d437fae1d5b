import { useSelector } from 'react-redux';
import type { HostState } from '@host/sdk';

/**
 * The brand on the pages that stand alone (maintenance, the block reasons): the header's mark and name, not a link,
 * since nothing else of the site is reachable from them. A visitor sees whose site is down, not an anonymous notice.
 */
export function BrandMark() {
  const company = useSelector((state: HostState) => state.config.site?.site.companyName ?? '');
  if (!company) return null;
  return (
    <p className="status-page__brand logo">
      <span className="logo__mark" aria-hidden="true">{company.charAt(0)}</span>
      <span className="logo__name">{company}</span>
    </p>
  );
}
