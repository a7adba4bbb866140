import { describe, expect, it } from 'vitest';
import { blogCardLink, card, detailItem, orderCards } from '../../../../src/content/model/card.ts';
import { contextOf } from './contextOf.ts';

const context = contextOf;

describe('card', () => {
  it('links an item card to its ContentPage and a page card to the page', () => {
    const item = { id: 1, Title: 'Workshops', Description: '<p>Hands on</p>' };
    const page = { id: 2, Title: 'Careers' };
    const { ctx } = context({ ContainerItems: [item], SmartMetaData: [page] });
    expect(card(item, 'ContainerItems', '1', ctx)).toMatchObject({
      slug: 'workshops',
      href: '/ContentPage/workshops',
      marker: '1',
      descriptionLength: 'Hands on'.length,
      dateLabel: '',
    });
    expect(card(page, 'SmartMetaData', '', ctx).href).toBe('/careers');
  });

  it('gives a news card its date in the locale, and a slider image no link', () => {
    const news = { id: 5, Title: 'Launch', PublishingDate: '2026-02-03' };
    const slide = { id: 9, Title: '' };
    const { ctx } = context({ Announcements: [news], ImageSlider: [slide] }, 'de');
    expect(card(news, 'Announcements', '', ctx).dateLabel).not.toBe('');
    const image = card(slide, 'ImageSlider', '', ctx);
    expect(image.href).toBeNull();
    expect(image.slug).toBe('image-9');
  });

  it('warns about a broken ComponentConfiguration and shows no button', () => {
    const item = { id: 1, Title: 'x', ComponentConfiguration: '{broken' };
    const { ctx, warnings } = context({ ContainerItems: [item] });
    expect(card(item, 'ContainerItems', '', ctx).button).toBeNull();
    expect(warnings.map((w) => w.column)).toContain('ComponentConfiguration');
  });
});

describe('blogCardLink', () => {
  it('sends a blog card to the page of its title, and keeps its item link when there is none', () => {
    const withPage = { id: 1, Title: 'Careers' };
    const without = { id: 2, Title: 'Nowhere' };
    const page = { id: 3, Title: 'Careers' };
    const { ctx } = context({ ContainerItems: [withPage, without], SmartMetaData: [page] });
    expect(blogCardLink(card(withPage, 'ContainerItems', '', ctx), withPage, ctx).href).toBe(
      '/careers',
    );
    expect(blogCardLink(card(without, 'ContainerItems', '', ctx), without, ctx).href).toBe(
      '/ContentPage/nowhere',
    );
  });
});

describe('orderCards', () => {
  it('orders container items by SortOrder, news newest first, documents as listed', () => {
    const a = { id: 1, SortOrder: 2, PublishingDate: '2024-01-01' };
    const b = { id: 2, SortOrder: 1, PublishingDate: '2025-01-01' };
    expect(orderCards([a, b], 'ContainerItems')).toEqual([b, a]);
    expect(orderCards([a, b], 'Announcements')).toEqual([b, a]);
    expect(orderCards([a, b], 'Documents')).toEqual([a, b]);
  });
});

describe('detailItem', () => {
  it('makes the ContentPage model of a document with its description', () => {
    const doc = { id: 4, Title: 'Guide', Item_x0020_Description: '<p>Read me</p>' };
    const { ctx } = context({ Documents: [doc] });
    expect(detailItem(doc, 'Documents', ctx)).toMatchObject({
      table: 'Documents',
      slug: 'guide',
      descriptionText: 'Read me',
      dateLabel: '',
    });
  });
});
