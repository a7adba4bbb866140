/**
 * Decodes one URL path segment into the title it names. Invalid percent-encoding (e.g. `50%` or
 * `%E0%A4%A`) is not an error: such a title is logged as a warning and used as is, so the raw
 * segment comes back with a warning message for the caller to log. Pure: nothing is logged here.
 */
export function decodeTitleSegment(segment: string): { title: string; warning?: string } {
  try {
    return { title: decodeURIComponent(segment) };
  } catch {
    return { title: segment, warning: `Invalid URI encoding in title "${segment}"; used as is` };
  }
}
