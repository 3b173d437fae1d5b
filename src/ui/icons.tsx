import type { NavigationIcon } from '../../schemas/manifest.ts';

/**
 * The kernel's icon set: 24x24 outline drawings, stroked in the current text colour. Plugins name them in their
 * navigation items (plugin.json `navigation[].icon`); the names say what is drawn, not what it is used for.
 */
const ICON_PATHS: Readonly<Record<NavigationIcon, string>> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-6h3v6h5V9.5',
  ball: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18ZM12 7.5l3.8 2.8-1.5 4.4H9.7l-1.5-4.4ZM12 3v4.5M20.6 9.6l-4.8.7M17.5 19.1l-3.2-4.4M6.5 19.1l3.2-4.4M3.4 9.6l4.8.7',
  pulse: 'M3 12h4l2.5-6 5 12 2.5-6h4',
  cards: 'M4 5.5h9v14H4ZM15 7l5 1.3-3.4 12.7-3.5-.9M8.5 10.5l1.8 2.2-1.8 2.2-1.8-2.2Z',
  dice: 'M4.5 4.5h15v15h-15ZM9 9h.01M15 9h.01M12 12h.01M9 15h.01M15 15h.01',
  infoCircle: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18ZM12 11v5.5M12 7.5h.01',
  ticket: 'M3.5 7h17v3a2 2 0 0 0 0 4v3h-17v-3a2 2 0 0 0 0-4ZM14.5 7v10',
  user: 'M12 4a4 4 0 1 0 0 8 4 4 0 1 0 0-8ZM4.5 20.5c.8-3.8 3.6-5.8 7.5-5.8s6.7 2 7.5 5.8',
  star: 'M12 3.5l2.7 5.5 6 .9-4.35 4.2 1 6-5.35-2.8-5.35 2.8 1-6L3.3 9.9l6-.9Z',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 1 0 0-13ZM15.3 15.3 20 20',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18ZM12 7v5l3.5 2',
  gift: 'M4 9h16v4H4ZM5.5 13h13v7.5h-13ZM12 9v11.5M12 9C10.5 5 6.5 4.5 6.5 7S10 9 12 9ZM12 9c1.5-4 5.5-4.5 5.5-2S14 9 12 9Z',
  chat: 'M4 5h16v11H9.5L4 20Z',
  dot: 'M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 1 0 0-5Z',
};

/** An icon of the kernel's set as inline SVG (decorative: its label is the text beside it); a plain dot by default. */
export function Icon({ name = 'dot', className }: { name?: NavigationIcon; className?: string }) {
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
      data-icon={name}
    >
      <path d={ICON_PATHS[name] ?? ICON_PATHS.dot} />
    </svg>
  );
}
