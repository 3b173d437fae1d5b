import { useLocation } from 'react-router-dom';

/** The path of the remote view: the address without its language segment. */
export function useInfoPath(): string {
  return useLocation().pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '').replace(/^\/+|\/+$/g, '');
}
