import { useRouteHref } from '@host/sdk';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Leaving a game goes back where the player came from: the previous page of this visit, or the lobby when the game
 * was the first page opened (a shared link), so the exit never leaves the site.
 */
export function useExitGame(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const href = useRouteHref();
  return useCallback(() => {
    if (location.key !== 'default') navigate(-1);
    else navigate(href('casino') ?? '/', { replace: true });
  }, [location.key, navigate, href]);
}
