/**
 * German hyphenation at build time: soft hyphens in long words, never in addresses, tags, attribute
 * values or code; removing them gives the input back; idempotent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HYPHENATE_MIN_LETTERS,
  hyphenateGerman,
  hyphenateGermanHtml,
  isAddressToken,
} from '../../../src/content/hyphenateGerman.ts';
import { SOFT_HYPHEN, withoutSoftHyphens } from '../../../src/content/softHyphen.ts';
import { sanitizeHtml } from '../../../src/content/sanitizeHtml.ts';

const shown = (text: string): string => text.replaceAll(SOFT_HYPHEN, '|');

const LONG_WORDS = [
  'Veränderungsmanagement',
  'Änderungsmanagement',
  'Digitalisierungsstrategie',
  'Datenschutzerklärung',
  'Öffentlichkeitsarbeit',
  'Organisationsentwicklung',
];
const ADDRESSES = [
  'https://www.example.org/veraenderungsmanagement-und-digitalisierung',
  'http://beratung.example/Organisationsentwicklung?seite=Digitalisierungsstrategie',
  'hallo@lindenfeld-consulting.example',
  'veraenderungsmanagement@beratungsgesellschaft.example',
  'mailto:organisationsentwicklung@example.org',
  'www.digitalisierungsstrategie.example',
  'digitalisierungsstrategie.example/leistungen',
];

/** German-looking text: words short and long, punctuation, addresses, whitespace. */
const germanText = fc
  .array(
    fc.oneof(
      fc.constantFrom(...LONG_WORDS, ...ADDRESSES),
      fc.constantFrom('und', 'die', 'Beratung', 'SharePoint-Migration', '(Wandel)', 'z. B.', '—'),
      fc.string({
        unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzäöüßÄÖÜ.,:;!?-/@()'),
        maxLength: 30,
      }),
    ),
    { maxLength: 12 },
  )
  .chain((words) =>
    fc
      .array(fc.constantFrom(' ', '\n', '\u00a0', '  '), {
        minLength: words.length,
        maxLength: words.length,
      })
      .map((gaps) => words.map((w, i) => `${w}${gaps[i] ?? ' '}`).join('')),
  );

describe('hyphenateGerman', () => {
  it('puts soft hyphens into long German words at the patterns’ break points', () => {
    expect(shown(hyphenateGerman('Veränderungsmanagement'))).toBe('Ver|än|de|rungs|ma|nage|ment');
    expect(shown(hyphenateGerman('Unser Änderungsmanagement wirkt.'))).toBe(
      'Unser Än|de|rungs|ma|nage|ment wirkt.',
    );
    expect(shown(hyphenateGerman('DATENSCHUTZERKLÄRUNG'))).toContain('|');
  });

  it(`leaves words shorter than ${HYPHENATE_MIN_LETTERS} letters alone`, () => {
    expect(hyphenateGerman('Beratung und Strategie für Kommunen')).toBe(
      'Beratung und Strategie für Kommunen',
    );
    // Each part of a hyphenated compound counts on its own.
    expect(hyphenateGerman('SharePoint-Migration')).toBe('SharePoint-Migration');
  });

  it('never hyphenates URLs or e-mail addresses', () => {
    for (const address of ADDRESSES) {
      expect(isAddressToken(address)).toBe(true);
      expect(hyphenateGerman(`Siehe ${address} für Organisationsentwicklung.`)).toBe(
        `Siehe ${address} für ${hyphenateGerman('Organisationsentwicklung')}.`,
      );
    }
    expect(isAddressToken('Organisationsentwicklung.')).toBe(false);
    expect(isAddressToken('(Veränderungsmanagement),')).toBe(false);
  });

  it('keeps a word the editor already hyphenated as written', () => {
    const edited = `Veränderungs${SOFT_HYPHEN}management`;
    expect(hyphenateGerman(edited)).toBe(edited);
  });

  it('property: removing the soft hyphens gives the input back', () => {
    fc.assert(
      fc.property(germanText, (text) => {
        expect(withoutSoftHyphens(hyphenateGerman(text))).toBe(text);
      }),
    );
  });

  it('property: no soft hyphen inside a URL or e-mail token', () => {
    fc.assert(
      fc.property(germanText, (text) => {
        for (const token of hyphenateGerman(text).split(/\s+/u)) {
          if (isAddressToken(withoutSoftHyphens(token))) expect(token).not.toContain(SOFT_HYPHEN);
        }
      }),
    );
  });

  it('property: idempotent', () => {
    fc.assert(
      fc.property(germanText, (text) => {
        const once = hyphenateGerman(text);
        expect(hyphenateGerman(once)).toBe(once);
      }),
    );
  });

  it('property: every long word of plain letters gets at least one soft hyphen', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LONG_WORDS), (word) => {
        expect(hyphenateGerman(word)).toContain(SOFT_HYPHEN);
      }),
    );
  });
});

describe('hyphenateGermanHtml', () => {
  it('hyphenates text, never tags, attribute values, code or pre', () => {
    const html = sanitizeHtml(
      '<p title="Veränderungsmanagement">Veränderungsmanagement <a href="https://example.org/Organisationsentwicklung">Organisationsentwicklung</a></p>' +
        '<pre>Veränderungsmanagement</pre><p><code>Organisationsentwicklung</code> und <em>Datenschutzerklärung</em></p>',
    );
    const out = hyphenateGermanHtml(html);
    expect(withoutSoftHyphens(out)).toBe(html);
    expect(out).toContain('href="https://example.org/Organisationsentwicklung"');
    expect(out).toContain('<pre>Veränderungsmanagement</pre>');
    expect(out).toContain('<code>Organisationsentwicklung</code>');
    expect(out).toContain(`>${hyphenateGerman('Organisationsentwicklung')}</a>`);
    expect(out).toContain(`<em>${hyphenateGerman('Datenschutzerklärung')}</em>`);
    for (const tag of out.match(/<[^>]*>/gu) ?? []) expect(tag).not.toContain(SOFT_HYPHEN);
  });

  it('keeps addresses whole, with character references inside them', () => {
    const html = sanitizeHtml(
      '<p>Link: https://example.org/?a=1&amp;seite=veraenderungsmanagement und &lt;Organisationsentwicklung&gt;</p>',
    );
    const out = hyphenateGermanHtml(html);
    expect(out).toContain('https://example.org/?a=1&amp;seite=veraenderungsmanagement ');
    expect(out).toContain(`&lt;${hyphenateGerman('Organisationsentwicklung')}&gt;`);
  });

  it('property: removing the soft hyphens gives the sanitised HTML back; idempotent', () => {
    const fragment = fc.tuple(
      fc.constantFrom('p', 'em', 'a href="https://example.org/Digitalisierungsstrategie"', 'code'),
      germanText,
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 5 }), (parts) => {
        const html = sanitizeHtml(
          parts.map(([tag, text]) => `<${tag}>${text}</${tag.split(' ')[0]}>`).join(''),
        );
        const once = hyphenateGermanHtml(html);
        expect(withoutSoftHyphens(once)).toBe(html);
        expect(hyphenateGermanHtml(once)).toBe(once);
        for (const tag of once.match(/<[^>]*>/gu) ?? []) expect(tag).not.toContain(SOFT_HYPHEN);
      }),
    );
  });
});
