import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NEWS_DETAIL_IMAGE, POPUP_CLOSE_MS } from '../../../src/content/constants.ts';
import { DetailPanel } from '../../../src/features/slide-over/DetailPanel.tsx';
import { DETAIL_PANEL_LABEL_KEYS } from '../../../src/features/slide-over/detailPanelLabels.ts';
import {
  $detail,
  closeDetail,
  openDetail,
  type DetailSelection,
} from '../../../src/features/slide-over/detailStore.ts';
import { uiLabels } from '../../../src/i18n/ui/index.ts';
import { listenForTitleClicks } from '../../../src/features/slide-over/listenForTitleClicks.ts';
import { installDialogStandIn } from './dialogStandIn.ts';

const LABELS = uiLabels('en', DETAIL_PANEL_LABEL_KEYS);
const ITEM: DetailSelection = {
  kind: 'news',
  slug: 'fresh-news',
  path: '/NewsHome/fresh-news',
  title: 'Fresh news',
  dateLabel: '05 Mar 2024',
  isoDate: '2024-03-05',
  image: '/PublishingImages/Covers/cover-1.svg',
};
const DETAIL_PAGE = `<!doctype html><html><body><main><article class="detail">
  <h1>Fresh news</h1>
  <div class="detail__body rich-text"><p>The <strong>whole</strong> story.</p><script>window.hacked = true</script><p onclick="x()">More</p></div>
</article></main></body></html>`;

let fetchSpy: ReturnType<typeof vi.fn>;

beforeAll(() => installDialogStandIn());

beforeEach(() => {
  fetchSpy = vi.fn((path: string) =>
    Promise.resolve(
      path.endsWith('/missing') ? new Response('gone', { status: 404 }) : new Response(DETAIL_PAGE),
    ),
  );
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  act(() => {
    closeDetail();
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Renders the panel island and an opener (a title link) on the page; opens it on `item`. */
async function openPanel(item: DetailSelection = ITEM, devServer = false) {
  const opener = document.createElement('a');
  opener.href = item.path;
  opener.textContent = item.title;
  document.body.append(opener);
  render(<DetailPanel labels={LABELS} siteUrl="https://example.org" devServer={devServer} />);
  opener.focus();
  await act(async () => {
    openDetail(item, opener);
  });
  return { opener, dialog: () => document.querySelector('dialog.detail-panel') };
}

describe('DetailPanel: contents (the popup)', () => {
  it('renders nothing until an item is selected', () => {
    render(<DetailPanel labels={LABELS} siteUrl="https://example.org" />);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('shows date, share buttons, close cross, title, cover and the detail page description', async () => {
    const { dialog } = await openPanel();
    const panel = dialog();
    expect(panel?.hasAttribute('open')).toBe(true);
    expect(panel?.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Fresh news' })).toBe(panel);
    expect(panel?.querySelector('.detail-panel__date')?.textContent).toBe('05 Mar 2024');
    expect(panel?.querySelector('time')?.getAttribute('datetime')).toBe('2024-03-05');
    for (const name of ['Share on Facebook', 'Share on Twitter', 'Share on LinkedIn', 'Copy link'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fresh news' })).toBeTruthy();
    expect(panel?.querySelector('img')?.getAttribute('src')).toBe(ITEM.image);
    // Focus moves to the close cross.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));

    const body = panel?.querySelector('[data-panel-body]');
    expect(fetchSpy).toHaveBeenCalledWith('/NewsHome/fresh-news', expect.anything());
    expect(body?.hasAttribute('aria-busy')).toBe(false);
    expect(body?.textContent).toBe('The whole story.More');
    expect(body?.querySelector('strong')?.textContent).toBe('whole');
    // The copy keeps the allowlist: nothing able to run comes along.
    expect(body?.querySelector('script')).toBeNull();
    expect(body?.querySelector('[onclick]')).toBeNull();
  });

  it('shows the default .jpg cover when the item has none, or when its cover fails', async () => {
    const { dialog } = await openPanel({ ...ITEM, image: null });
    expect(dialog()?.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_NEWS_DETAIL_IMAGE);
    act(() => {
      closeDetail();
    });
    const again = await openPanel({ ...ITEM, path: '/NewsHome/other', image: '/broken.png' });
    const img = again.dialog()?.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/broken.png');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_NEWS_DETAIL_IMAGE);
  });

  it('a detail page that cannot be loaded is logged only; the panel stays, without description', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog } = await openPanel({ ...ITEM, path: '/NewsHome/missing' });
    const body = dialog()?.querySelector('[data-panel-body]');
    expect(body?.hasAttribute('aria-busy')).toBe(false);
    expect(body?.textContent).toBe('');
    expect(error).toHaveBeenCalledWith(
      'Could not load the details of /NewsHome/missing:',
      expect.any(Error),
    );
  });
});

describe('DetailPanel: closing (300 ms slide-out, selection cleared, panel removed)', () => {
  for (const [how, close] of [
    ['the close cross', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
    [
      'the dialog cancel (browser Escape)',
      () => fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true })),
    ],
    ['a click on the backdrop', () => fireEvent.click(screen.getByRole('dialog'))],
  ] as const) {
    it(`by ${how}: slides out for 300 ms, then is removed and focus returns to the title`, async () => {
      const { opener, dialog } = await openPanel();
      vi.useFakeTimers();
      act(() => {
        close();
      });
      expect(dialog()?.classList.contains('is-closing')).toBe(true);
      act(() => {
        vi.advanceTimersByTime(POPUP_CLOSE_MS - 1);
      });
      // Still sliding: present and open.
      expect(dialog()?.hasAttribute('open')).toBe(true);
      expect($detail.get()).not.toBeNull();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(dialog()).toBeNull();
      expect($detail.get()).toBeNull();
      expect(document.activeElement).toBe(opener);
    });
  }

  it('a click inside the panel does not close it', async () => {
    const { dialog } = await openPanel();
    fireEvent.click(screen.getByRole('heading', { name: 'Fresh news' }));
    expect(dialog()?.classList.contains('is-closing')).toBe(false);
  });

  it('closes at once when the browser closes the dialog itself', async () => {
    const { opener, dialog } = await openPanel();
    await act(async () => {
      dialog()?.dispatchEvent(new Event('close'));
    });
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('DetailPanel: sharing', () => {
  // A page of astro dev, where {site} is SITE_URL (local development uses the production
  // site); the browser tests cover the page's own origin on a built site.
  const SITE = 'https://example.org';
  it('on a built page, {site} is the page’s own origin, even on port 3000', async () => {
    expect(window.location.port).toBe('3000');
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await openPanel(ITEM, false);
    fireEvent.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    const address = encodeURIComponent(`${window.location.origin}/NewsHome/fresh-news`);
    expect(open.mock.calls[0]?.[0]).toBe(`https://www.facebook.com/sharer/sharer.php?u=${address}`);
  });

  it('facebook, twitter and linkedin open their share pages for {site}/NewsHome/{slug}', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await openPanel(ITEM, true);
    const address = encodeURIComponent(`${SITE}/NewsHome/fresh-news`);
    fireEvent.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share on Twitter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share on LinkedIn' }));
    expect(open.mock.calls.map((call) => call[0])).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${address}`,
      `https://twitter.com/intent/tweet?url=${address}&text=Fresh%20news`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
    ]);
    expect(open.mock.calls[0]?.slice(1)).toEqual(['_blank', 'noopener,noreferrer']);
  });

  it('copy-link copies the neuigkeiten address and alerts "URL copied to clipboard!"', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await openPanel(ITEM, true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${SITE}/neuigkeiten/fresh-news`);
    expect(alert).toHaveBeenCalledWith('URL copied to clipboard!');
  });

  it('a failed copy is logged only', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    await openPanel();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(error).toHaveBeenCalledWith('Could not copy the URL:', expect.any(Error));
    expect(alert).not.toHaveBeenCalled();
  });

  it('an unknown platform alerts "Platform not supported!"', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await openPanel();
    const button = screen.getByRole('button', { name: 'Share on Facebook' });
    button.dataset['share'] = 'myspace';
    fireEvent.click(button);
    expect(alert).toHaveBeenCalledWith('Platform not supported!');
    expect(open).not.toHaveBeenCalled();
  });

  it('German labels come from the labels prop', async () => {
    const opener = document.createElement('a');
    document.body.append(opener);
    render(
      <DetailPanel
        labels={uiLabels('de', DETAIL_PANEL_LABEL_KEYS)}
        siteUrl="https://example.org"
      />,
    );
    await act(async () => {
      openDetail({ ...ITEM, kind: 'event' }, opener);
    });
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Auf Facebook teilen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link kopieren' })).toBeTruthy();
  });
});

describe('DetailPanel: opening from static cards', () => {
  let stopListening: () => void = () => undefined;
  beforeEach(() => {
    stopListening = listenForTitleClicks(document);
  });
  afterEach(() => stopListening());

  function staticTitle() {
    const link = document.createElement('a');
    link.href = '/EventHome/summer-event';
    Object.assign(link.dataset, {
      openItem: '7',
      kind: 'event',
      slug: 'summer-event',
      date: '01 Jun 2025',
      iso: '2025-06-01',
      image: '',
    });
    link.textContent = ' Summer event ';
    document.body.append(link);
    return link;
  }

  it('a plain click on a[data-open-item] anywhere on the page opens it on that item', async () => {
    render(<DetailPanel labels={LABELS} siteUrl="https://example.org" />);
    const link = staticTitle();
    let notPrevented = true;
    await act(async () => {
      notPrevented = fireEvent.click(link);
    });
    expect(notPrevented).toBe(false);
    expect($detail.get()).toEqual({
      kind: 'event',
      slug: 'summer-event',
      path: '/EventHome/summer-event',
      title: 'Summer event',
      dateLabel: '01 Jun 2025',
      isoDate: '2025-06-01',
      image: null,
    });
    expect(screen.getByRole('dialog', { name: 'Summer event' })).toBeTruthy();
  });

  it('a click before the island has hydrated opens it on that item once it has', async () => {
    // DetailPanelMount's wrapper: the page has a panel on its way (client:interaction).
    const mount = document.createElement('div');
    mount.dataset['detailPanel'] = '';
    document.body.append(mount);
    const link = staticTitle();
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    render(<DetailPanel labels={LABELS} siteUrl="https://example.org" />);
    await act(async () => undefined);
    expect(screen.getByRole('dialog', { name: 'Summer event' })).toBeTruthy();
    mount.remove();
  });

  it('without a panel on the page, a title stays a plain link', () => {
    expect(fireEvent.click(staticTitle())).toBe(true);
    expect($detail.get()).toBeNull();
  });

  it('modifier and middle clicks stay the link’s own', async () => {
    render(<DetailPanel labels={LABELS} siteUrl="https://example.org" />);
    const link = staticTitle();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, init)).toBe(true);
    }
    expect($detail.get()).toBeNull();
  });

  it('two mounted panels show one dialog', async () => {
    render(
      <>
        <DetailPanel labels={LABELS} siteUrl="https://example.org" />
        <DetailPanel labels={LABELS} siteUrl="https://example.org" />
      </>,
    );
    await act(async () => {
      openDetail(ITEM, null);
    });
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
  });
});
