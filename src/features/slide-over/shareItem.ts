/** What a share button does (shareTarget.ts); a failed copy is logged only. */
import type { Labels } from '../../i18n/ui/labels.ts';
import { shareTarget, type ShareItem } from './shareTarget.ts';

export type ShareLabels = Labels<'item.copied' | 'item.platformNotSupported'>;

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
