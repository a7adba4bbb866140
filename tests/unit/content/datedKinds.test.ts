import { describe, expect, it } from 'vitest';
import { DATED_KINDS, DATED_KIND_NAMES, datedKindOf } from '../../../src/content/datedKinds.ts';
import { datedItemPath, listIndexPath, listPagePath } from '../../../src/i18n/routes.ts';
import { en } from '../../../src/i18n/ui/en.ts';

describe('DATED_KINDS', () => {
  it('maps each table back to its kind, and nothing else to one', () => {
    for (const kind of DATED_KIND_NAMES) expect(datedKindOf(DATED_KINDS[kind].table)).toBe(kind);
    expect(datedKindOf('Documents')).toBeNull();
  });

  it("names UI strings that exist, and routes under each kind's own family", () => {
    for (const kind of DATED_KIND_NAMES) {
      const { headingKey, counterKey, backKey } = DATED_KINDS[kind];
      for (const key of [headingKey, counterKey, backKey]) expect(en[key]).toBeTruthy();
    }
    expect(datedItemPath('news', 'de', 'x')).toBe('/neuigkeiten/x');
    expect(datedItemPath('event', 'en', 'x')).toBe('/EventHome/x');
    expect(listPagePath('event', 'de', 2)).toBe('/veranstaltungen/page/2');
    expect(listIndexPath('news', 'en')).toBe('/NewsHome/index.json');
  });
});
