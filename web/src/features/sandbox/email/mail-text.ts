/**
 * Mail bodies are stored as HTML. The screen never injects that HTML: it keeps the paragraphs' text only,
 * so a mail cannot run script or restyle the page.
 */
export function paragraphsOf(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const blocks = [...doc.body.querySelectorAll('p, li, h1, h2, h3, h4, blockquote, pre')].filter((el) => !el.querySelector('p, li'))
  const texts = (blocks.length ? blocks : [doc.body]).map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
  return texts.filter(Boolean)
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Plain text typed in the compose box as HTML paragraphs (blank lines split paragraphs, single breaks become <br>). */
export function htmlOf(text: string): string {
  return text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean).map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`).join('')
}

/** "a@x.com, b@y.org" → the addresses, and the parts that are not addresses. */
export function splitAddresses(text: string): { valid: string[]; invalid: string[] } {
  const parts = text.split(/[,;\s]+/).map((p) => p.trim()).filter(Boolean)
  const ok = (p: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(p)
  return { valid: parts.filter(ok), invalid: parts.filter((p) => !ok(p)) }
}
