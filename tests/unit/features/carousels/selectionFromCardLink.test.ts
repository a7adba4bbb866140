import { describe, expect, it } from 'vitest';
import {
  isPlainClick,
  selectionFromCardLink,
} from '../../../../src/features/carousels/selectionFromCardLink.ts';

const link = {
  path: '/veranstaltungen/sharepoint-tag',
  text: '  SharePoint-Tag \n',
  data: {
    openItem: '701',
    kind: 'event',
    slug: 'sharepoint-tag',
    date: '05. März 2024',
    iso: '2024-03-05',
    image: '/PublishingImages/Covers/tag.png',
  },
};

describe('Slider-3 card link → slide-over selection (SPEC §2)', () => {
  it('reads what the panel shows before the description arrives', () => {
    expect(selectionFromCardLink(link)).toEqual({
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
    const selection = selectionFromCardLink({
      ...link,
      data: { ...link.data, kind: 'news', date: 'Invalid Date', iso: '', image: '' },
    });
    expect(selection).toMatchObject({
      kind: 'news',
      dateLabel: 'Invalid Date',
      isoDate: null,
      image: null,
    });
  });

  it('is no selection for a link that is not a dated card title', () => {
    expect(selectionFromCardLink({ ...link, data: { ...link.data, openItem: undefined } })).toBe(
      null,
    );
    expect(selectionFromCardLink({ ...link, data: { ...link.data, slug: '' } })).toBe(null);
    expect(selectionFromCardLink({ ...link, path: '' })).toBe(null);
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
