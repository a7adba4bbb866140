import { describe, expect, it } from 'vitest';
import {
  isPlainClick,
  selectionFromLink,
} from '../../../../src/features/slide-over/openFromClick.ts';

/** What selectionFromLink reads off a title link (`a[data-open-item]`, written by DatedCard). */
const anchor = (data: Record<string, string>, pathname = '/veranstaltungen/sharepoint-tag') =>
  ({ dataset: data, pathname, textContent: '  SharePoint-Tag \n' }) as unknown as HTMLAnchorElement;

const data = {
  openItem: '701',
  kind: 'event',
  slug: 'sharepoint-tag',
  date: '05. März 2024',
  iso: '2024-03-05',
  image: '/PublishingImages/Covers/tag.png',
};

describe('a news or event title link → slide-over selection', () => {
  it('reads what the panel shows before the description arrives', () => {
    expect(selectionFromLink(anchor(data))).toEqual({
      kind: 'event',
      slug: 'sharepoint-tag',
      path: '/veranstaltungen/sharepoint-tag',
      title: 'SharePoint-Tag',
      dateLabel: '05. März 2024',
      isoDate: '2024-03-05',
      image: '/PublishingImages/Covers/tag.png',
    });
  });

  it('takes an invalid date (no ISO date) and a missing cover as null', () => {
    const selection = selectionFromLink(
      anchor({ ...data, kind: 'news', date: 'Invalid Date', iso: '', image: '' }),
    );
    expect(selection).toMatchObject({
      kind: 'news',
      dateLabel: 'Invalid Date',
      isoDate: null,
      image: null,
    });
  });
});

describe('plain click', () => {
  const plain = {
    button: 0,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    defaultPrevented: false,
    preventDefault: () => undefined,
  };

  it('is a primary click without modifiers that nothing has handled yet', () => {
    expect(isPlainClick(plain)).toBe(true);
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, shiftKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, altKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, defaultPrevented: true })).toBe(false);
  });
});
