/** The kernel's own icons: its home item's, and the dot an item without an icon gets. */
export const HOME_ICON = 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-6h3v6h5V9.5';
const DOT_ICON = 'M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 1 0 0-5Z';

/**
 * A navigation icon as inline SVG: path data on a 24x24 grid (a plugin's from its plugin.json), stroked in the current
 * text colour; decorative, since its label is the text beside it.
 */
export function Icon({ path = DOT_ICON, className }: { path?: string; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
