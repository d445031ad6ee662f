const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Plain text typed in the compose box as HTML paragraphs (blank lines split paragraphs, single breaks become <br>). */
export function htmlOf(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/** "a@x.com, b@y.org" → the addresses, and the parts that are not addresses. */
export function splitAddresses(text: string): { valid: string[]; invalid: string[] } {
  const parts = text
    .split(/[,;\s]+/)
    .map((p) => p.trim())
    .filter(Boolean)
  const ok = (p: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(p)
  return { valid: parts.filter(ok), invalid: parts.filter((p) => !ok(p)) }
}
