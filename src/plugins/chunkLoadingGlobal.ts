/**
 * The global array through which a plugin bundle's lazy chunks register. It is named per plugin by the build, so
 * that the kernel can delete it on deactivation: a re-run bundle would otherwise chain onto the old runtime and
 * keep it alive.
 */
export const chunkLoadingGlobal = (pluginId: string) => `hostChunks_${pluginId.replace(/-/g, '_')}`;
