// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './render-markdown'

describe('what’s new Markdown', () => {
  it('renders emphasis, lists and code', () => {
    const html = renderMarkdown('**bold** and `code`\n\n- one\n- two')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<code>code</code>')
    expect(html).toContain('<li>one</li>')
  })
  it('drops scripts, handlers and javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) and [ok](/meetings/MeetingList)',
    )
    expect(html).not.toContain('<script')
    expect(html).not.toContain('onerror')
    expect(html).not.toMatch(/href="javascript:/i)
    expect(html).toContain('href="/meetings/MeetingList"')
  })
})
