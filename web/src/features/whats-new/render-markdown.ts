import DOMPurify from 'dompurify'
import { marked } from 'marked'

/**
 * Markdown to HTML that is safe to insert: marked does not sanitize, so DOMPurify removes scripts, event
 * handlers and javascript: links from whatever the Markdown produced.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false })
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}
