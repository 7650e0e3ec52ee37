/** Text for an HTML text node or a quoted attribute value: the five characters that matter. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The reverse of escapeHtml, for the few values read out of index.html. */
export function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * JSON that can sit inside a <script> element (a data block: ld+json, or the seed): no `<`
 * (so no `</script>` and no `<!--`), `>` and `&` written as \u escapes, which JSON.parse reads
 * back as the same characters; U+2028/2029 likewise, for any consumer that evaluates it as JS.
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text for XML character data (the sitemap's <loc> and <lastmod>). */
export const escapeXml = escapeHtml;
