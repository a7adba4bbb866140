/**
 * Inline SVG icon for the islands. Its attributes come from iconAttributes, which
 * components/icons/Icon.astro uses for the static components, so both draw the same element.
 * Decorative by default; pass `label` for a meaningful icon.
 */
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
