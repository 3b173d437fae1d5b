import { definePlugin } from '@host/sdk';

/** The information area: every page is a remote view rendered by the server. */
export default definePlugin({
  id: 'info',
  translations: 'info',
  pages: {
    remote: () => import('./InfoPage.tsx'),
    rules: () => import('./RulesPage.tsx'),
  },
  modals: {
    'view-image': () => import('./ViewImageModal.tsx'),
  },
});
