import { definePlugin } from '@host/sdk';
import { sessionService } from '../../account/contract/index.ts';

/**
 * __TITLE__: one page at /{lang}/__ID__. It requires the session service (who is signed in), so the kernel
 * activates the session's provider first, and fails this plugin with `missing-dependency` on a domain without one.
 */
export default definePlugin({
  id: '__ID__',
  translations: '__ID__',
  requires: [sessionService],
  pages: {
    main: () => import('./__NAME__Page.tsx'),
  },
});
