/**
 * A news or event item's date line in the islands; detail pages write the same element with
 * ItemDate.astro (the build test holds the two together).
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
