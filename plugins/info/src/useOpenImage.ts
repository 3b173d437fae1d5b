import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Clicking an image in server content opens it enlarged in the view-image modal (by query parameter). */
export function useOpenImage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (event: MouseEvent<HTMLDivElement>) => {
    const image = (event.target as HTMLElement).closest('img');
    const source = image?.getAttribute('src');
    if (!source) return;
    const query = new URLSearchParams(search);
    query.set('view-image', source);
    navigate(`${pathname}?${query}`);
  };
}
