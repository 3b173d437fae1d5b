import { definePlugin } from '@host/sdk';

/**
 * The debugger page (first document 2.9: "non-production only"): what a tester needs to report a problem. Production
 * is the domain's choice, not the build's (every shipped build is a production build): a domain file enables this
 * plugin only where it is not in production (the demo domain), so a production domain has no such route at all.
 */
export default definePlugin({
  id: 'debugger',
  translations: 'debugger',
  pages: {
    main: () => import('./DebuggerPage.tsx'),
  },
});
