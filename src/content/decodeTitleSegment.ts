/**
 * Decodes one URL path segment into the title it names. Invalid percent-encoding (`50%`) is not an
 * error: the raw segment comes back with a warning message for the caller to log.
 */
export function decodeTitleSegment(segment: string): { title: string; warning?: string } {
  try {
    return { title: decodeURIComponent(segment) };
  } catch {
    return { title: segment, warning: `Invalid URI encoding in title "${segment}"; used as is` };
  }
}
