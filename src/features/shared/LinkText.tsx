/**
 * A link's or button's text: the visible words, then (visually hidden) what a generic text such as
 * "Learn more" leads to, so its accessible name starts with what is seen and says where it goes
 * (src/content/accessibleName.ts). Islands and Astro components both render it.
 */
import { accessibleNameSuffix } from '../../content/accessibleName.ts';
import { REACT_RENDERER, renderWith } from './islandRenderer.ts';

interface LinkTextProps {
  readonly text: string;
  /** What the control leads to: the card's or section's title. */
  readonly subject: string;
}

export function LinkText({ text, subject }: LinkTextProps) {
  const suffix = accessibleNameSuffix(text, subject);
  return (
    <>
      {text}
      {suffix && <span className="visually-hidden">{suffix}</span>}
    </>
  );
}

renderWith(LinkText, REACT_RENDERER);
