export { siteConfigSchema, configGroupReplySchema } from './siteConfig.ts';
export { manifestSchema, pluginFeedEntrySchema, routeEntrySchema } from './manifest.ts';
export { remoteViewSchema } from './remoteView.ts';
export { blockResponseSchema } from './blockResponse.ts';
export { seoPageDataSchema, seoContentSchema, seoVisualDataSchema, isoLanguageMapSchema } from './seo.ts';
export { redirectResponseSchema } from './redirectResponse.ts';
