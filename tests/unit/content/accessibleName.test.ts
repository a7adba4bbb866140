import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GENERIC_LINK_TEXTS,
  accessibleName,
  accessibleNameSuffix,
  isGenericLinkText,
  visibleText,
} from '../../../src/content/accessibleName.ts';
import { titles } from './arbitraries.ts';

describe('generic link and button texts name what they lead to (WCAG 2.4.4, 2.5.3)', () => {
  it.each([
    ['Learn more', 'SharePoint Intranets', 'Learn more: SharePoint Intranets'],
    ['Mehr erfahren', 'SharePoint-Intranets', 'Mehr erfahren: SharePoint-Intranets'],
    ['  READ   more … ', 'Havelberg intranet', 'READ more …: Havelberg intranet'],
    ['» Weiterlesen', 'Großes Jubiläum', '» Weiterlesen: Großes Jubiläum'],
    ['Show more', 'Our story', 'Show more: Our story'],
    ['Weniger anzeigen', 'Unsere Geschichte', 'Weniger anzeigen: Unsere Geschichte'],
  ])('%j about %j is named %j', (visible, subject, name) => {
    expect(accessibleName(visible, subject)).toBe(name);
  });

  it.each([
    ['check open positions', 'We are hiring'],
    ['Talk to us', 'Change that lasts'],
    ['Learn more', ''],
    ['Learn more', '   '],
    ['Learn more about SharePoint', 'SharePoint'],
    ['More', 'more'],
  ])('%j about %j keeps its visible text as its name', (visible, subject) => {
    expect(accessibleNameSuffix(visible, subject)).toBe('');
    expect(accessibleName(visible, subject)).toBe(visibleText(visible));
  });

  it('names a German card by its whole words, without the soft hyphens of its title', () => {
    expect(
      accessibleName('Mehr erfahren', 'Ver\u00ADän\u00ADde\u00ADrungs\u00ADma\u00ADnage\u00ADment'),
    ).toBe('Mehr erfahren: Veränderungsmanagement');
  });

  it('knows the generic texts of Lighthouse’s English and German lists', () => {
    for (const text of ['learn more', 'click here', 'read more', 'hier klicken', 'weiterlesen']) {
      expect(isGenericLinkText(text), text).toBe(true);
    }
    expect([...GENERIC_LINK_TEXTS].every((text) => text === text.toLowerCase().trim())).toBe(true);
  });

  const texts = fc.oneof(titles, fc.constantFrom(...GENERIC_LINK_TEXTS), fc.string());

  it('property: the name always starts with the visible text', () => {
    fc.assert(
      fc.property(texts, fc.oneof(titles, fc.string()), (visible, subject) => {
        expect(accessibleName(visible, subject).startsWith(visibleText(visible))).toBe(true);
      }),
    );
  });

  it('property: a generic text with a subject always names the subject', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GENERIC_LINK_TEXTS),
        titles.filter((t) => visibleText(t).length > 0),
        (visible, subject) => {
          const name = accessibleName(visible, subject);
          expect(name.toLowerCase()).toContain(visibleText(subject).toLowerCase());
        },
      ),
    );
  });
});
