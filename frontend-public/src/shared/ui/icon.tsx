import type { ReactNode } from 'react';
import { onDemand } from '../lib/on-demand';
import type { MoreIconName } from './icons-more';

/**
 * The one set of inline SVG icons (24×24, 2px round strokes) drawn for Tara Pampanga: the icon keys a category
 * may carry in the API ('church', 'trees', 'landmark', ...), then those of the header, toasts and the guide's lists.
 * The others (the member's menus, community, coupons, a place's details) are in icons-more.tsx, their own chunk.
 */
const categoryIcons = {
  church: (
    <>
      <path d="M12 2v4M10 4h4" />
      <path d="M5 22V12l7-5.5 7 5.5v10" />
      <path d="M3 22h18" />
      <path d="M10 22v-4a2 2 0 0 1 4 0v4" />
      <path d="M12 11.5v.01" />
    </>
  ),
  trees: (
    <>
      <path d="M8 3 3.5 12h9z" />
      <path d="M8 12v9" />
      <path d="m17 7-4 7.5h8z" />
      <path d="M17 14.5V21" />
      <path d="M2.5 21h19" />
    </>
  ),
  landmark: (
    <>
      <path d="M12 2.5 20.5 8h-17z" />
      <path d="M4 11h16" />
      <path d="M6 11v7M10 11v7M14 11v7M18 11v7" />
      <path d="M3.5 18h17M2.5 21.5h19" />
    </>
  ),
  lantern: (
    <>
      <path d="M12 1.5v2" />
      <path d="M12 3.5l2.4 5.6 6.1.4-4.7 4 1.5 6-5.3-3.3-5.3 3.3 1.5-6-4.7-4 6.1-.4z" />
      <circle cx="12" cy="11.5" r="1.8" />
      <path d="M10.5 19.5v3M13.5 19.5v3" />
    </>
  ),
  plane: <path d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z" />,
  utensils: (
    <>
      <path d="M5 2v6a2 2 0 0 0 4 0V2" />
      <path d="M7 2v20" />
      <path d="M18 22V2c-2.2 1.2-3.5 4-3.5 7.5V14H18" />
    </>
  ),
  flame: (
    <path d="M12 22c4 0 7-2.8 7-7 0-3.7-2.6-6.3-4.2-9.5C13 7.3 12.4 9 12.4 10.6 11 9.6 10 8 9.9 6.2 7.4 8.4 5 11.4 5 15c0 4.2 3 7 7 7z" />
  ),
  store: (
    <>
      <path d="M3 9 4.5 3.5h15L21 9" />
      <path d="M3 9v1a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0V9z" />
      <path d="M5 13v8.5h14V13" />
      <path d="M10 21.5V16h4v5.5" />
    </>
  ),
  fuel: (
    <>
      <path d="M4 22V4a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v18" />
      <path d="M2.5 22h13" />
      <path d="M6.5 6.5h5v4h-5z" />
      <path d="M14 11h2a2 2 0 0 1 2 2v4a1.5 1.5 0 0 0 3 0V8.5L18 5.5" />
    </>
  ),
  wrench: (
    <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />
  ),
  siren: (
    <>
      <path d="M6 18v-6a6 6 0 0 1 12 0v6" />
      <path d="M4 18h16v3.5H4z" />
      <path d="M12 2v2M4.2 5.2l1.4 1.4M19.8 5.2l-1.4 1.4" />
      <path d="M10 12a2 2 0 0 1 2-2" />
    </>
  ),
  bike: (
    <>
      <circle cx="5.5" cy="17" r="3.5" />
      <circle cx="18.5" cy="17" r="3.5" />
      <path d="M5.5 17 9 10h7l2.5 7" />
      <path d="M9 10 12 17h-6.5M15 6h2.5l-1.5 4" />
    </>
  ),
  route: (
    <>
      <circle cx="6" cy="19" r="2.5" />
      <circle cx="18" cy="5" r="2.5" />
      <path d="M8.5 19h8a3.5 3.5 0 0 0 0-7h-9a3.5 3.5 0 0 1 0-7h8" />
    </>
  ),
  tent: (
    <>
      <path d="M2 21h20" />
      <path d="M3.5 21 12 5.5 20.5 21" />
      <path d="M12 5.5 10.5 3M12 5.5 13.5 3" />
      <path d="m9 21 3-6 3 6" />
    </>
  ),
  sparkles: (
    <>
      <path d="m12 3 1.8 4.7 4.7 1.8-4.7 1.8L12 16l-1.8-4.7-4.7-1.8 4.7-1.8z" />
      <path d="m19 14.5.8 2.2 2.2.8-2.2.8L19 20.5l-.8-2.2-2.2-.8 2.2-.8z" />
      <path d="M5 3v4M3 5h4" />
    </>
  ),
  'map-pin': (
    <>
      <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  mountain: (
    <>
      <path d="M2 20 9 8l4 6.5 2.5-4L22 20z" />
      <circle cx="17.5" cy="5" r="2" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20.5a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8" />
      <path d="M18 14.6a6.5 6.5 0 0 1 3.5 5.9" />
    </>
  ),
  'arrow-right': <path d="M5 12h14M13 6l6 6-6 6" />,
  refresh: (
    <>
      <path d="M20 11a8 8 0 1 0-2.3 5.7" />
      <path d="M20 4v7h-7" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
} satisfies Record<string, ReactNode>;

const paths = {
  ...categoryIcons,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20.5 20.5-4.5-4.5" />
    </>
  ),
  alert: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7v6M12 16.5v.01" />
    </>
  ),
  'check-circle': (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </>
  ),
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  star: <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />,
  phone: (
    <path d="M21.5 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 1.6 4.2 2 2 0 0 1 3.6 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L7.6 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.8 2z" />
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 6.5V12l3.5 2" />
    </>
  ),
  navigation: <path d="M3 11 22 2l-9 19-2-8z" />,
  ticket: (
    <>
      <path d="M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2z" />
      <path d="M13 5v2M13 11v2M13 17v2" />
    </>
  ),
  image: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-5-5L5 21" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof paths | MoreIconName;

/**
 * The icons of icons-more.tsx: the pages that use them load them beside their code (shared/lib/lazy.ts), and an Icon
 * naming one before they are there asks for them and draws itself once they arrive (empty meanwhile).
 */
const more = onDemand(() => import('./icons-more').then((module) => module.moreIcons));

export const loadMoreIcons = (): Promise<void> => more.load();

/** The keys a category's `icon` may name; any other value falls back to a default icon. */
export type CategoryIconName = keyof typeof categoryIcons;

export function isCategoryIconName(name: string | null | undefined): name is CategoryIconName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(categoryIcons, name);
}

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  /** Icons are decorative unless a label is given. */
  label?: string;
  filled?: boolean;
}

export function Icon({ name, size = 24, className, label, filled = false }: IconProps) {
  const own = Object.prototype.hasOwnProperty.call(paths, name);
  const others = more.use(!own);
  const drawn = own ? paths[name as keyof typeof paths] : others?.[name as MoreIconName];
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {drawn}
    </svg>
  );
}
