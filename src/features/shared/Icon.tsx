/** The islands' inline SVG icon: the same element as Icon.astro (iconAttributes.ts). */
import { iconAttributes } from '../../components/icons/iconAttributes.ts';
import { ICON_PATHS, type IconName } from '../../components/icons/iconPaths.ts';

interface IconProps {
  readonly name: IconName;
  readonly size?: number;
  readonly label?: string;
  readonly className?: string;
}

export function Icon({ name, size, label, className }: IconProps) {
  const { class: classes, ...attributes } = iconAttributes({ size, label, className });
  return (
    <svg className={classes} {...attributes}>
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
