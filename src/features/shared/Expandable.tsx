/**
 * The site's one expandable description (islands, and Expandable.astro for static cards): above
 * EXPAND_THRESHOLD characters the text is clamped until a checkbox is ticked, CSS only.
 */
import type { ChangeEvent } from 'react';
import { EXPAND_THRESHOLD } from '../../content/constants.ts';
import type { RichNode } from '../../content/richText.ts';
import { LinkText } from './LinkText.tsx';
import { RichText } from './RichText.tsx';
import type { ExpandableLabels } from './expandableLabels.ts';
import { REACT_RENDERER, renderWith } from './islandRenderer.ts';

interface ExpandableProps {
  /** Unique on the page: the checkbox is `expand-{id}`. */
  readonly id: string;
  /** Nothing is rendered when it is empty. */
  readonly nodes: readonly RichNode[];
  readonly length: number;
  readonly labels: ExpandableLabels;
  /** What the text is about (the card's title): the toggle's name says which text it opens. */
  readonly subject?: string | undefined;
  /** E.g. to load the whole text behind an excerpt. */
  readonly onToggle?: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined;
}

export function Expandable({ id, nodes, length, labels, subject = '', onToggle }: ExpandableProps) {
  if (nodes.length === 0) return null;
  if (length <= EXPAND_THRESHOLD) {
    return (
      <div className="rich-text">
        <RichText nodes={nodes} />
      </div>
    );
  }
  return (
    <div className="expandable">
      <input
        className="expandable__toggle"
        type="checkbox"
        id={`expand-${id}`}
        onChange={onToggle}
      />
      <div className="expandable__content rich-text">
        <RichText nodes={nodes} />
      </div>
      <label className="expandable__label" htmlFor={`expand-${id}`}>
        <span className="expandable__more">
          <LinkText text={labels['item.showMore']} subject={subject} />
        </span>
        <span className="expandable__less">
          <LinkText text={labels['item.showLess']} subject={subject} />
        </span>
      </label>
    </div>
  );
}

renderWith(Expandable, REACT_RENDERER);
