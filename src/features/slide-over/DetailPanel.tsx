/**
 * The detail slide-over island, open on `$detail` (detailStore.ts): the item's date, share buttons,
 * title, cover and description, read from its built detail page. Empty until an item is selected.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { DEFAULT_NEWS_DETAIL_IMAGE } from '../../content/constants.ts';
import type { RichNode } from '../../content/richText.ts';
import { formatLabel } from '../../i18n/ui/labels.ts';
import { Icon } from '../shared/Icon.tsx';
import { ItemDate } from '../shared/ItemDate.tsx';
import { RichText } from '../shared/RichText.tsx';
import { loadDetailBody } from '../shared/loadDetailBody.ts';
import { siteOrigin } from '../shared/siteOrigin.ts';
import { $detail, type DetailSelection } from './detailStore.ts';
import { shareItem } from './shareItem.ts';
import { useDetailPanel } from './useDetailPanel.ts';
import { usePanelRole } from './usePanelRole.ts';
import type { DetailPanelLabels } from './detailPanelLabels.ts';
import './detailPanel.css';
import { REACT_RENDERER, renderWith } from '../shared/islandRenderer.ts';

export interface DetailPanelProps {
  readonly labels: DetailPanelLabels;
  readonly siteUrl: string;
  /** Set by the page when `astro dev` rendered it; absent in a build. */
  readonly devServer?: boolean;
}

/** The share buttons; copy-link names no platform. */
const SHARES = [
  { id: 'facebook', icon: 'facebook', platform: 'Facebook' },
  { id: 'twitter', icon: 'twitter', platform: 'Twitter' },
  { id: 'linkedin', icon: 'linkedin', platform: 'LinkedIn' },
  { id: 'copy', icon: 'link', platform: null },
] as const;

export function DetailPanel({ labels, siteUrl, devServer = false }: DetailPanelProps) {
  const selection = useStore($detail);
  const serving = usePanelRole();
  if (!serving || selection === null) return null;
  return (
    <Panel
      key={selection.path}
      selection={selection}
      labels={labels}
      siteUrl={siteUrl}
      devServer={devServer}
    />
  );
}

/** Null while loading or when it failed. */
function useDetailBody(path: string): { loading: boolean; nodes: readonly RichNode[] | null } {
  const [body, setBody] = useState<{ path: string; nodes: readonly RichNode[] | null } | null>(
    null,
  );
  useEffect(() => {
    let current = true;
    void loadDetailBody(path).then((nodes) => {
      if (current) setBody({ path, nodes });
    });
    return () => {
      current = false;
    };
  }, [path]);
  return body?.path === path
    ? { loading: false, nodes: body.nodes }
    : { loading: true, nodes: null };
}

interface PanelProps extends DetailPanelProps {
  readonly selection: DetailSelection;
  readonly devServer: boolean;
}

function Panel({ selection, labels, siteUrl, devServer }: PanelProps) {
  const { dialogRef, closeRef, closing, close, onKeyDown, onCancel, onClick } = useDetailPanel();
  const body = useDetailBody(selection.path);
  const [imageFailed, setImageFailed] = useState(false);
  const titleId = useId();

  const share = (platform: string) =>
    void shareItem(platform, selection, siteOrigin(window.location, siteUrl, devServer), labels);

  return (
    <dialog
      ref={dialogRef}
      className={closing ? 'detail-panel is-closing' : 'detail-panel'}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className="detail-panel__inner">
        <div className="detail-panel__bar">
          <ItemDate
            isoDate={selection.isoDate}
            dateLabel={selection.dateLabel}
            iconSize={18}
            className="detail-panel__date"
          />
          <div className="detail-panel__share" role="group" aria-label={labels['item.share']}>
            {SHARES.map(({ id, icon, platform }) => {
              const name = platform
                ? formatLabel(labels['item.shareOn'], { platform })
                : labels['item.copyLink'];
              return (
                <button
                  key={id}
                  type="button"
                  className="icon-button detail-panel__icon-button"
                  title={name}
                  // Read at click time: the platform is the button's, whatever the markup says.
                  onClick={(event) => share(event.currentTarget.dataset['share'] ?? '')}
                  data-share={id}
                >
                  <Icon name={icon} label={name} />
                </button>
              );
            })}
          </div>
          <button
            ref={closeRef}
            type="button"
            className="icon-button detail-panel__icon-button detail-panel__close"
            title={labels['item.close']}
            onClick={close}
            data-panel-close
          >
            <Icon name="close" label={labels['item.close']} />
          </button>
        </div>
        <h2 className="detail-panel__title" id={titleId}>
          {selection.title}
        </h2>
        <img
          className="detail__image"
          src={
            selection.image === null || imageFailed ? DEFAULT_NEWS_DETAIL_IMAGE : selection.image
          }
          alt=""
          width={960}
          height={540}
          onError={() => setImageFailed(true)}
        />
        <div
          className="detail-panel__body rich-text"
          aria-busy={body.loading || undefined}
          data-panel-body
        >
          {body.nodes && <RichText nodes={body.nodes} />}
        </div>
      </div>
    </dialog>
  );
}

renderWith(DetailPanel, REACT_RENDERER);
