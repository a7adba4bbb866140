/**
 * Serialises data for a `<script type="application/json">` or JSON-LD element. `<`, `>` and `&`
 * are escaped so no content (a title holding `</script>`) can close the element early; with the
 * sanitiser's output this is the only input an HTML sink takes, and it is JSON, never markup.
 */
export function scriptJson(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
