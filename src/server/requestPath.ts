/**
 * The path of a request target, or null when it is not origin-form (`/…`): `//evil/x` is the
 * path `//evil/x`, never a URL with the host `evil` (nor a throw on `//x:99999/`, as
 * `new URL(target, base)` does for a bad port). Absolute-form (`http://h/p`), authority-form and
 * `*` targets are null: none of our servers is a proxy. Query and fragment are dropped.
 */
export function requestPath(target: string): string | null {
  if (!target.startsWith('/')) return null;
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}
