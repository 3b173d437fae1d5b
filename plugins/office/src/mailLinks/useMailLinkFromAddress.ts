import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { tokenOf } from './mailLinkOf.ts';

/**
 * The token a mail's page was opened with, read once; it then leaves the address bar, so that no script on the page,
 * no referrer and no shared screenshot carries a token that still works.
 */
export function useMailLinkFromAddress() {
  const [search, setSearch] = useSearchParams();
  const [token] = useState(() => tokenOf(search));
  const tokenShown = search.has('token');
  useEffect(() => {
    if (tokenShown) setSearch({}, { replace: true });
  }, [tokenShown, setSearch]);
  return token;
}
