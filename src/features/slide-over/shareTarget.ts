/** Where sharing from the slide-over goes: the platforms' share pages, or the copied link. */
import type { DetailSelection } from './detailStore.ts';
import { withoutSoftHyphens } from '../../content/softHyphen.ts';
import { datedItemPath } from '../../i18n/routes.ts';

export type ShareAction =
  | { readonly type: 'open'; readonly url: string }
  | { readonly type: 'copy'; readonly text: string }
  | { readonly type: 'unsupported' };

export type ShareItem = Pick<DetailSelection, 'kind' | 'slug' | 'title'>;

/** The address an item is shared under: {site}/NewsHome/{slug} or {site}/EventHome/{slug}. */
export function shareAddress(item: ShareItem, site: string): string {
  return `${site}${datedItemPath(item.kind, 'en', encodeURIComponent(item.slug))}`;
}

/** Copy-link copies the German alias: {site}/neuigkeiten/… or {site}/veranstaltungen/… */
export function copyAddress(item: ShareItem, site: string): string {
  return `${site}${datedItemPath(item.kind, 'de', encodeURIComponent(item.slug))}`;
}

/** The default branch is the spec's unsupported platform. */
export function shareTarget(platform: string, item: ShareItem, site: string): ShareAction {
  const url = encodeURIComponent(shareAddress(item, site));
  switch (platform) {
    case 'facebook':
      return { type: 'open', url: `https://www.facebook.com/sharer/sharer.php?u=${url}` };
    case 'twitter':
      return {
        type: 'open',
        url: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(withoutSoftHyphens(item.title))}`,
      };
    case 'linkedin':
      return { type: 'open', url: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` };
    case 'copy':
      return { type: 'copy', text: copyAddress(item, site) };
    default:
      return { type: 'unsupported' };
  }
}
