/**
 * Inline SVG icon, the one icon component: islands use it, and components/icons/Icon.astro renders it
 * for the static components.
 * Decorative by default; pass `label` for a meaningful icon.
 */
import { ICON_PATHS, type IconName } from '../../components/icons/iconPaths.ts';
import { ONCE_RENDERER, renderWith } from './islandRenderer.ts';

interface IconProps {
  readonly name: IconName;
  readonly size?: number;
  readonly label?: string;
  readonly className?: string;
}

export function Icon({ name, size = 20, label, className }: IconProps) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

// An icon is the same wherever it appears with the same props: rendered once per build.
renderWith(Icon, ONCE_RENDERER);
