/**
 * A description; above 200 characters of text it gets the expand checkbox, CSS only (the text is
 * clamped until the checkbox is ticked), so it works without JavaScript. The site's one expandable
 * markup: React cards use it, and components/cards/Expandable.astro renders it for the static cards
 * and slides.
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
  /** The description as rich text; nothing is rendered when it is empty. */
  readonly nodes: readonly RichNode[];
  /** Length of the description's text. */
  readonly length: number;
  readonly labels: ExpandableLabels;
  /** What the text is about (the card's title): the toggle's name says which text it opens. */
  readonly subject?: string | undefined;
  /** Called when the checkbox changes (e.g. to load the whole text behind an excerpt). */
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

// Astro server-renders it with @astrojs/react without probing it first (islandRenderer.ts).
renderWith(Expandable, REACT_RENDERER);
