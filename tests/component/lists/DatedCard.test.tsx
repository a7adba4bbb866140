import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NEWS_IMAGE } from '../../../src/content/constants.ts';
import { DatedCard } from '../../../src/features/lists/DatedCard.tsx';
import { cardItemFromModel } from '../../../src/features/lists/cardItemFromModel.ts';
import { cardItemFromIndex } from '../../../src/features/lists/datedCardItem.ts';
import { buildIndexChunks } from '../../../src/features/lists/listIndex.ts';
import { $detail, closeDetail } from '../../../src/features/slide-over/detailStore.ts';
import { LABELS, newsItem } from './fixtures.ts';

afterEach(() => {
  closeDetail();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The card's server HTML as the browser parses it (jsdom parses like a browser), in the page. */
function serverRendered(card: React.ReactElement): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(card);
  document.body.append(host);
  return host;
}

/** What React reports while hydrating `card` over `host`: recoverable errors and console errors. */
async function hydrationErrors(host: HTMLElement, card: React.ReactElement): Promise<unknown[]> {
  const errors: unknown[] = [];
  const consoleError = vi
    .spyOn(console, 'error')
    .mockImplementation((...args) => errors.push(args));
  try {
    await act(async () => {
      hydrateRoot(host, card, { onRecoverableError: (error) => errors.push(error) });
    });
  } finally {
    consoleError.mockRestore();
  }
  return errors;
}

const long = `<p>${'Long description text. '.repeat(12)}</p>`;

describe('DatedCard (items, the cover fallback)', () => {
  it('shows date, title link, cover with its size, and the HTML description', () => {
    const item = newsItem(3, '2025', 'A title', '<p>Some <strong>bold</strong> text</p>');
    render(<DatedCard item={cardItemFromModel(item)} labels={LABELS} headingLevel="h3" />);
    const link = screen.getByRole('link', { name: 'A title' });
    expect(link.getAttribute('href')).toBe('/NewsHome/news-3');
    expect(link.closest('h3')).toBeTruthy();
    expect(link.dataset).toMatchObject({ slug: 'news-3', date: '05 Mar 2025', iso: '2025-03-05' });
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe('2025-03-05');
    const img = document.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/PublishingImages/Covers/cover-3.svg');
    expect(img?.getAttribute('width')).toBeTruthy();
    expect(img?.getAttribute('height')).toBeTruthy();
    expect(document.querySelector('strong')?.textContent).toBe('bold');
    // Short description: no expand checkbox.
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('an invalid date is plain text; a missing cover is the default image', () => {
    render(<DatedCard item={cardItemFromModel(newsItem(2, '', 'Undated'))} labels={LABELS} />);
    expect(document.querySelector('time')).toBeNull();
    expect(screen.getByText('Invalid Date')).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_NEWS_IMAGE);
  });

  it('a cover that fails to load is replaced by the default news image', () => {
    render(<DatedCard item={cardItemFromModel(newsItem(1, '2026', 'T'))} labels={LABELS} />);
    const img = document.querySelector('img') as HTMLImageElement;
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_NEWS_IMAGE);
    expect(img.hasAttribute('onerror')).toBe(false);
  });

  it('a description over 200 characters gets the expand checkbox', () => {
    render(<DatedCard item={cardItemFromModel(newsItem(1, '2026', 'T', long))} labels={LABELS} />);
    expect(screen.getByRole('checkbox')).toBeTruthy();
    expect(screen.getByText('Show more')).toBeTruthy();
  });

  it('compact (Slider-3): no description', () => {
    render(
      <DatedCard
        item={cardItemFromModel(newsItem(1, '2026', 'T', long), { compact: true })}
        labels={LABELS}
        compact
      />,
    );
    expect(document.querySelector('.rich-text')).toBeNull();
  });

  it('a card built from the index shows the excerpt; expanding it loads the whole description', async () => {
    const model = newsItem(5, '2024', 'From the index', long.replace('</p>', ' <em>end</em></p>'));
    const [entry] = buildIndexChunks([model])[0] ?? [];
    if (!entry) throw new Error('no entry');
    const fetchSpy = vi.fn(() =>
      Promise.resolve(
        new Response(
          `<html><body><div class="detail__body rich-text">${model.descriptionHtml}<script>alert(1)</script></div></body></html>`,
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchSpy);
    render(<DatedCard item={cardItemFromIndex(entry, 'news', '/NewsHome')} labels={LABELS} />);
    expect(document.querySelector('em')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox'));
    });
    expect(fetchSpy).toHaveBeenCalledWith('/NewsHome/news-5', expect.anything());
    expect(document.querySelector('em')?.textContent).toBe('end');
    expect(document.querySelector('script')).toBeNull();
  });

  it('a plain click on the title opens the slide-over when the page has one; other clicks stay links', () => {
    const marker = document.createElement('div');
    marker.dataset['detailPanel'] = '';
    document.body.append(marker);
    render(<DatedCard item={cardItemFromModel(newsItem(1, '2026', 'Open me'))} labels={LABELS} />);
    const link = screen.getByRole('link', { name: 'Open me' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect($detail.get()).toBeNull();
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect($detail.get()).toBeNull();
    expect(fireEvent.click(link)).toBe(false);
    expect($detail.get()).toMatchObject({
      title: 'Open me',
      path: '/NewsHome/news-1',
      kind: 'news',
    });
  });

  it('without a slide-over on the page a title click is the link', () => {
    render(<DatedCard item={cardItemFromModel(newsItem(1, '2026', 'Plain'))} labels={LABELS} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Plain' }))).toBe(true);
    expect($detail.get()).toBeNull();
  });

  it('hydrates the server markup without a mismatch, whatever shape the HTML had', async () => {
    const awkward = [
      '<p>para <div>block in a paragraph</div> tail</p>',
      '<table>\n<tr>\n<td>cell</td>\n</tr>\n</table>',
      '<pre>\n\nindented\n  code</pre>',
      '<ul><li>one<li>two</ul><p>a<!-- note -->b</p>',
      '<a href="/x">outer <a href="/y">inner</a></a>',
    ];
    for (const html of awkward) {
      const card = (
        <DatedCard item={cardItemFromModel(newsItem(1, '2026', 'T', html))} labels={LABELS} />
      );
      const host = serverRendered(card);
      expect(await hydrationErrors(host, card), html).toEqual([]);
      host.remove();
    }
  });

  it('a cover that failed before hydration falls back after it, without a mismatch', async () => {
    const card = <DatedCard item={cardItemFromModel(newsItem(1, '2026', 'T'))} labels={LABELS} />;
    const host = serverRendered(card);
    const img = host.querySelector('img') as HTMLImageElement;
    const cover = img.getAttribute('src');
    expect(cover).not.toBe(DEFAULT_NEWS_IMAGE);
    // What the browser reports for an image whose load failed (jsdom loads no images).
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 0 });
    expect(await hydrationErrors(host, card)).toEqual([]);
    expect(img.getAttribute('src')).toBe(DEFAULT_NEWS_IMAGE);
    host.remove();
  });
});
