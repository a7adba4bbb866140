/**
 * The one news or event card: the list island renders it, and Astro renders it statically in card
 * grids and Slider-3. The title is a real link to the detail page; a plain click opens the
 * slide-over while the page has one, from a static card through the data attributes.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { DEFAULT_NEWS_IMAGE } from '../../content/constants.ts';
import type { RichNode } from '../../content/richText.ts';
import { Expandable } from '../shared/Expandable.tsx';
import type { ExpandableLabels } from '../shared/expandableLabels.ts';
import { ItemDate } from '../shared/ItemDate.tsx';
import { imageFailed } from '../shared/imageFailed.ts';
import { loadDetailBody } from '../shared/loadDetailBody.ts';
import { openFromClick } from '../slide-over/openFromClick.ts';
import { detailSelection, type DatedCardItem } from './datedCardItem.ts';
import './datedCard.css';
import { REACT_RENDERER, renderWith } from '../shared/islandRenderer.ts';

interface DatedCardProps {
  readonly item: DatedCardItem;
  readonly labels: ExpandableLabels;
  readonly headingLevel?: 'h2' | 'h3';
  readonly compact?: boolean;
  /** Makes the expand checkbox's id unique where one item shows twice on a page. */
  readonly idPrefix?: string;
}

export function DatedCard({
  item,
  labels,
  headingLevel = 'h2',
  compact = false,
  idPrefix = '',
}: DatedCardProps) {
  const Heading = headingLevel;
  return (
    <article
      className={compact ? 'dated-card dated-card--compact' : 'dated-card'}
      data-item-id={item.id}
      data-year={item.year}
    >
      <CoverImage src={item.image} />
      <div className="dated-card__body">
        <ItemDate
          isoDate={item.isoDate}
          dateLabel={item.dateLabel}
          iconSize={16}
          className="dated-card__date"
        />
        <Heading className="dated-card__title">
          <a
            href={item.path}
            data-open-item={item.id}
            data-kind={item.kind}
            data-slug={item.slug}
            data-date={item.dateLabel}
            data-iso={item.isoDate ?? ''}
            data-image={item.image ?? ''}
            onClick={(event) => openFromClick(event, detailSelection(item), event.currentTarget)}
          >
            {item.title}
          </a>
        </Heading>
        {!compact && (
          <Description item={item} labels={labels} id={`${idPrefix}${item.kind}-${item.id}`} />
        )}
      </div>
    </article>
  );
}

function CoverImage({ src }: { readonly src: string | null }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // A cover that failed before hydration fired its error before React listened; the page's image
  // script leaves an island's images alone (imageFallback.ts), so it falls back here.
  useEffect(() => {
    if (ref.current && imageFailed(ref.current)) setFailed(true);
  }, []);
  return (
    <img
      ref={ref}
      className="dated-card__image"
      src={src === null || failed ? DEFAULT_NEWS_IMAGE : src}
      alt=""
      // 16:10, shown at most 100 px wide: the box is known before the image loads.
      width={160}
      height={100}
      loading="lazy"
      decoding="async"
      // Static cards (rendered by Astro without hydration) fall back through the page's script.
      data-fallback={DEFAULT_NEWS_IMAGE}
      onError={() => setFailed(true)}
    />
  );
}

function Description({
  item,
  labels,
  id,
}: Pick<DatedCardProps, 'item' | 'labels'> & { readonly id: string }) {
  const [whole, setWhole] = useState<readonly RichNode[] | null>(null);
  // A card built from the list index holds an excerpt: expanding it loads the whole description.
  const onToggle =
    item.excerpt && whole === null
      ? (event: ChangeEvent<HTMLInputElement>) => {
          if (event.currentTarget.checked) {
            void loadDetailBody(item.path).then((nodes) => {
              if (nodes) setWhole(nodes);
            });
          }
        }
      : undefined;
  return (
    <Expandable
      id={id}
      nodes={whole ?? item.description}
      length={item.descriptionLength}
      labels={labels}
      subject={item.title}
      onToggle={onToggle}
    />
  );
}

renderWith(DatedCard, REACT_RENDERER);
