import type { Dispatch } from 'redux';
import type { ChallengeResolver } from '@host/sdk';

/**
 * The page's challenge resolver (pageChallengeResolver.ts), fetched at the first challenge: the fingerprint and
 * captcha code are for the rare call the server challenges, not for every visit's first paint.
 */
export function lazyPageChallengeResolver(dispatch: Dispatch): ChallengeResolver {
  let resolver: Promise<ChallengeResolver> | undefined;
  return {
    async resolve(error) {
      resolver ??= import(/* webpackChunkName: "captcha" */ './pageChallengeResolver.ts').then((module) => module.pageChallengeResolver(dispatch));
      return (await resolver).resolve(error);
    },
  };
}
