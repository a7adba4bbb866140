/**
 * What a share button does in the browser: open the platform's share page in a new tab, or copy the
 * link and alert 'URL copied to clipboard!'; a failed copy is logged only; an unknown platform
 * alerts 'Platform not supported!'. The addresses are shareTarget's.
 */
import type { Labels } from '../../i18n/ui/labels.ts';
import { shareTarget, type ShareItem } from './shareTarget.ts';

export type ShareLabels = Labels<'item.copied' | 'item.platformNotSupported'>;

/** Shares `item` on `platform`, `site` being the site address {site}. */
export function shareItem(
  platform: string,
  item: ShareItem,
  site: string,
  labels: ShareLabels,
): Promise<void> {
  const action = shareTarget(platform, item, site);
  switch (action.type) {
    case 'open':
      window.open(action.url, '_blank', 'noopener,noreferrer');
      return Promise.resolve();
    case 'copy':
      // writeText may throw at once (no clipboard on an insecure origin) or reject later.
      return Promise.resolve()
        .then(() => navigator.clipboard.writeText(action.text))
        .then(
          () => window.alert(labels['item.copied']),
          (error: unknown) => console.error('Could not copy the URL:', error),
        );
    default:
      window.alert(labels['item.platformNotSupported']);
      return Promise.resolve();
  }
}
