import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isToken, tokenOf } from './mailLinkOf.ts';

/** Where the page keeps the token once it left the address: the history entry's state, which a reload keeps. */
const KEPT_TOKEN = 'mailLinkToken';

const keptToken = (state: unknown): string | null => {
  const kept = (state as Record<string, unknown> | null)?.[KEPT_TOKEN];
  return isToken(kept) ? kept : null;
};

/**
 * The token a mail's page was opened with (in the address's fragment). Once read it leaves the address bar, so that
 * no script on the page, no shared address and no screenshot carries a token that still works; the history entry
 * keeps it, so a reload of the page before the link is used still has it. Another link followed into the open page
 * (a new fragment) is read the same way.
 */
export function useMailLinkFromAddress() {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => tokenOf(hash) ?? keptToken(state));
  useEffect(() => {
    if (!hash) return;
    const read = tokenOf(hash);
    setToken(read);
    void navigate({ pathname, search }, { replace: true, state: read ? { [KEPT_TOKEN]: read } : null });
  }, [hash, pathname, search, navigate]);
  return token;
}
