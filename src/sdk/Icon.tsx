/** A small dot: what an icon without path data (a navigation item that names none) draws. */
const DOT_ICON = 'M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 1 0 0-5Z';

/**
 * An icon as inline SVG from path data on a 24x24 grid, stroked (or `filled`) in the current text colour: drawn the
 * same on every device, where a font character (🔒, ⚙, ☾…) is an empty box wherever no installed font has it.
 * Decorative: its label is the text beside it or its button's name.
 */
export function Icon({ path = DOT_ICON, className, filled = false }: { path?: string; className?: string; filled?: boolean }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill={filled ? 'currentColor' : 'none'}
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
