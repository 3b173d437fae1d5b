/**
 * The kernel's own icons, as SVG path data on a 24x24 grid: drawn the same on every device, where a font character
 * (☾, ⇩, ⛔…) is an empty box wherever no installed font has it.
 */
export const HOME_ICON = 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-6h3v6h5V9.5';
export const SUN_ICON = 'M12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 1 0 0-9ZM12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8';
export const MOON_ICON = 'M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z';
export const DOWNLOAD_ICON = 'M12 3.5v12M7 11l5 5 5-5M4.5 20h15';
export const ARROW_UP_ICON = 'M12 20V4.5M5.5 11 12 4.5l6.5 6.5';
export const SNOWFLAKE_ICON = 'M12 2.5v19M3.8 7.25l16.4 9.5M3.8 16.75l16.4-9.5M9.5 4 12 6.5 14.5 4M9.5 20l2.5-2.5 2.5 2.5';
export const MAINTENANCE_ICON = 'M19.9 7.7A4.5 4.5 0 1 1 16.3 4.1L16.9 7.1ZM12.3 11.7 4.5 19.5';
export const COMING_SOON_ICON = 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18ZM12 7v5l3.5 2';
export const BLOCKED_ICON = 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18ZM7.5 12h9';
