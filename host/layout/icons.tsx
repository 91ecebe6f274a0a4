/**
 * Inline SVG icons (no icon font, nothing fetched; CSP-safe). Decorative: the text beside
 * each icon names it, so every icon is aria-hidden.
 */
const paths = {
  forest: ['M7 2 2 11h3l-4 7h5v4h2v-4h5l-4-7h3z', 'M17 5l-4 6h2.5l-3.5 6h4v5h2v-5h4l-3.5-6H21z'],
  work: [
    'M20 6h-4V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2zm-6 0h-4V4h4z',
  ],
  savings: [
    'M19 9.5V7.5c-1.2 0-2.2.5-2.9 1.3A8 8 0 0 0 11 7c-4.4 0-8 2.7-8 6 0 1.9 1.1 3.5 2.8 4.6L5 21h3l.6-2.2c.8.2 1.6.2 2.4.2s1.6 0 2.4-.2L14 21h3l-.8-3.4c1-.6 1.8-1.5 2.3-2.6H21v-4.5zM15 13a1 1 0 1 1 0-2 1 1 0 0 1 0 2z',
    'M11 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  ],
  group: [
    'M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm0 2c-2.3 0-7 1.2-7 3.5V19h14v-2.5C15 14.2 10.3 13 8 13zm8 0c-.3 0-.6 0-1 .1 1.2.8 2 2 2 3.4V19h6v-2.5c0-2.3-4.7-3.5-7-3.5z',
  ],
  home: ['M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z'],
  phone: [
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.3 1z',
  ],
  email: [
    'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
  ],
  openInNew: [
    'M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2zM14 3v2h3.6l-9.8 9.8 1.4 1.4L19 6.4V10h2V3z',
  ],
  menu: ['M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z'],
  close: [
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  ],
  expand: ['M7 10l5 5 5-5z'],
} as const;

export type IconName = keyof typeof paths;

/** The route tree's icon names (platform §2) and the icons they are drawn with. */
const routeIcons: Readonly<Record<string, IconName>> = {
  'pine-tree': 'forest',
  briefcase: 'work',
  'piggy-bank': 'savings',
  'account-group': 'group',
};

export function routeIcon(icon: string | null | undefined): IconName | null {
  return (icon && routeIcons[icon]) || null;
}

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      data-icon={name}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name].map((d) => (
        <path key={d} d={d} fill="currentColor" />
      ))}
    </svg>
  );
}
