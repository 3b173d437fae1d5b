import { HOST_MODULES } from '../scripts/hostModules.ts';

/** Folders of dist/ the browser may read (and an asset origin holds a copy of); everything else (host.json, current.json, staging) stays private. */
export const PUBLIC_FOLDERS = ['shared', ...Object.keys(HOST_MODULES), 'system', 'plugins'];
