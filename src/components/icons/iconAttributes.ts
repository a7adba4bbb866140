/**
 * The attributes of an icon's `<svg>`, the one rule for both places that draw icons: the islands'
 * Icon component (features/shared/Icon.tsx) and the static components' Icon.astro. Decorative by
 * default (hidden from assistive technology); a `label` makes it an image with that name.
 */
export interface IconAttributeOptions {
  readonly size?: number | undefined;
  readonly label?: string | undefined;
  readonly className?: string | undefined;
}

export interface IconSvgAttributes {
  readonly class: string;
  readonly width: number;
  readonly height: number;
  readonly viewBox: '0 0 24 24';
  readonly fill: 'currentColor';
  readonly role?: 'img';
  readonly 'aria-label'?: string;
  readonly 'aria-hidden'?: 'true';
  readonly focusable: 'false';
}

/** The default edge of an icon, in CSS pixels (the paths are drawn on a 24 × 24 grid). */
export const ICON_SIZE = 20;

/**
 * The `<svg>` attributes for an icon, in the order they are written. Absent attributes are left
 * out rather than set to undefined, so both renderers draw the same element.
 */
export function iconAttributes({
  size = ICON_SIZE,
  label,
  className,
}: IconAttributeOptions): IconSvgAttributes {
  return {
    class: className ? `icon ${className}` : 'icon',
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'currentColor',
    ...(label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': 'true' as const }),
    focusable: 'false',
  };
}
