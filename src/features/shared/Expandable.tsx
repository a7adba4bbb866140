/**
 * A description; above 200 characters of text it gets the expand checkbox (SPEC §5, §9), CSS only
 * (the text is clamped until the checkbox is ticked), so it works without JavaScript. The twin of
 * components/cards/Expandable.astro, for cards React renders.
 */
import type { ChangeEvent, ReactNode } from 'react';
import { EXPAND_THRESHOLD } from '../../content/constants.ts';
import type { Labels } from '../../i18n/ui/labels.ts';

export type ExpandableLabels = Labels<'item.showMore' | 'item.showLess'>;

interface ExpandableProps {
  /** Unique on the page: the checkbox is `expand-{id}`. */
  readonly id: string;
  /** Length of the description's text. */
  readonly length: number;
  readonly labels: ExpandableLabels;
  /** Called when the checkbox changes (e.g. to load the whole text behind an excerpt). */
  readonly onToggle?: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined;
  readonly children: ReactNode;
}

export function Expandable({ id, length, labels, onToggle, children }: ExpandableProps) {
  if (length <= EXPAND_THRESHOLD) return <div className="rich-text">{children}</div>;
  return (
    <div className="expandable">
      <input
        className="expandable__toggle"
        type="checkbox"
        id={`expand-${id}`}
        onChange={onToggle}
      />
      <div className="expandable__content rich-text">{children}</div>
      <label className="expandable__label" htmlFor={`expand-${id}`}>
        <span className="expandable__more">{labels['item.showMore']}</span>
        <span className="expandable__less">{labels['item.showLess']}</span>
      </label>
    </div>
  );
}
