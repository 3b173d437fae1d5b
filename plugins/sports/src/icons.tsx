/**
 * The plugin's icons, as SVG path data on a 24x24 grid, for the SDK's `Icon`: drawn the same on every device, where
 * a font character (🔒, ⚙, ★…) is an empty box wherever no installed font has it.
 */
export const LOCK_ICON = 'M7 11V8a5 5 0 0 1 10 0v3M5.5 11h13v9.5h-13Z';
export const STAR_ICON = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z';
export const SETTINGS_ICON = 'M4 7h9M17 7h3M4 17h3M11 17h9M15 4.5v5M9 14.5v5';
export const CHEVRON_UP_ICON = 'M6 15l6-6 6 6';
export const CHEVRON_DOWN_ICON = 'M6 9l6 6 6-6';
