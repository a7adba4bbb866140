/**
 * The path of a request target without query and fragment, or null when it is not origin-form
 * (`/…`; none of our servers is a proxy): `//evil/x` is a path, never a URL with the host `evil`.
 */
export function requestPath(target: string): string | null {
  if (!target.startsWith('/')) return null;
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}
