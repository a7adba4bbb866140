/** The site's SVG icons for islands (same path data as Icon.astro). */
import { ICON_PATHS, type IconName } from '../components/icons/iconPaths.ts';

interface Props {
  name: IconName;
  size?: number;
  label?: string;
}

export default function Icon({ name, size = 20, label }: Props) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
