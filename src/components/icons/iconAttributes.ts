/**
 * An icon's `<svg>` attributes, for Icon.tsx and Icon.astro alike: decorative (hidden from
 * assistive technology) unless a `label` makes it an image with that name.
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

/** In CSS pixels (the paths are drawn on a 24 × 24 grid). */
export const ICON_SIZE = 20;

/** In the order written; absent ones left out, not undefined, so both renderers agree. */
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
