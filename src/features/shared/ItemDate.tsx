/**
 * The date line of a news or event item (calendar icon and date, a `<time>` when the date is
 * known; SPEC §2 "Each item shows its date"), the one markup for cards, the slide-over and the
 * detail pages (DatedDetailView.astro renders it). `className` adds the place's own hook beside
 * `item-date`.
 */
import { Icon } from './Icon.tsx';
import { REACT_RENDERER, renderWith } from './islandRenderer.ts';

interface ItemDateProps {
  readonly isoDate: string | null;
  readonly dateLabel: string;
  readonly iconSize: number;
  readonly className?: string;
}

export function ItemDate({ isoDate, dateLabel, iconSize, className }: ItemDateProps) {
  return (
    <p className={className ? `item-date ${className}` : 'item-date'}>
      <Icon name="calendar" size={iconSize} />
      {isoDate ? <time dateTime={isoDate}>{dateLabel}</time> : <span>{dateLabel}</span>}
    </p>
  );
}

// Astro server-renders it with @astrojs/react without probing it first (islandRenderer.ts).
renderWith(ItemDate, REACT_RENDERER);
