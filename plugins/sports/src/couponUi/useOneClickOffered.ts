import { useSelector } from 'react-redux';
import { selectSiteConfig, useOptionalService, type HostState } from '@host/sdk';
import { sessionService } from '../../../account/contract/index.ts';

const nobody = () => null;

const selectShowOneClick = (state: HostState) => selectSiteConfig(state)?.site.show_one_click === true;

/**
 * One-click betting is offered to signed-in users only (first document, section 6: "authorised users get one-click
 * bet"), as the session service tells, and only where the site config's `show_one_click` is true: a site that does not
 * set it offers none. Elsewhere the toggle is hidden and a stored "on" does not place bets.
 */
export function useOneClickOffered(): boolean {
  const session = useOptionalService(sessionService);
  const userId = useSelector(session ? session.selectUserId : nobody);
  const shown = useSelector(selectShowOneClick);
  return userId !== null && shown;
}
