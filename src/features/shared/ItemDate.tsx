/**
 * The date line of a news or event item (calendar icon and date, a `<time>` when the date is known)
 * in the islands: cards and the slide-over. Detail pages write the same element with
 * components/cards/ItemDate.astro, which the build test holds to this one. `className` adds the
 * place's own hook beside `item-date`.
 */
import { Icon } from './Icon.tsx';

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
