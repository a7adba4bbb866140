/**
 * The links to a long list's static pages (/NewsHome/page/2 …), for visitors without JavaScript
 * and search engines; hidden while a search or year shows results instead.
 */
import { formatLabel } from '../../i18n/ui/labels.ts';
import { Icon } from '../shared/Icon.tsx';
import type { DatedListLabels } from './datedListLabels.ts';

/** A list's static pages, worked out at build time. */
export interface ListPages {
  readonly current: number;
  /** The page window; null is a gap ("…"). */
  readonly links: readonly ({ readonly n: number; readonly href: string } | null)[];
  readonly previous: string | null;
  readonly next: string | null;
}

interface ListPaginationProps {
  readonly pages: ListPages;
  readonly labels: DatedListLabels;
  readonly hidden: boolean;
}

export function ListPagination({ pages, labels, hidden }: ListPaginationProps) {
  return (
    <nav className="pagination" aria-label={labels['list.pages']} hidden={hidden} data-pagination>
      <ul className="pagination__list">
        {pages.previous && (
          <li>
            <a className="pagination__step" href={pages.previous} rel="prev">
              <Icon name="arrowLeft" size={18} />
              {labels['list.previousPage']}
            </a>
          </li>
        )}
        {pages.links.map((link, i) =>
          link === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.n}>
              <a
                className="pagination__page"
                href={link.href}
                aria-current={link.n === pages.current ? 'page' : undefined}
                aria-label={formatLabel(labels['list.pageN'], { n: link.n })}
              >
                {link.n}
              </a>
            </li>
          ),
        )}
        {pages.next && (
          <li>
            <a className="pagination__step" href={pages.next} rel="next">
              {labels['list.nextPage']}
              <Icon name="arrowRight" size={18} />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
