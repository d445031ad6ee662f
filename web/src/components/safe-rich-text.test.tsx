// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SafeRichText } from './safe-rich-text'

const render = (html: string) => renderToStaticMarkup(<SafeRichText html={html} />)

describe('safe rich text', () => {
  it('keeps the formatting an editor writes', () => {
    expect(
      render(
        '<p>Hello <strong>team</strong>, <em>see</em> <s>old</s></p><ul><li>one</li></ul><blockquote><p>q</p></blockquote>',
      ),
    ).toBe(
      '<div><p dir="auto">Hello <strong>team</strong>, <em>see</em> <s>old</s></p><ul><li dir="auto">one</li></ul><blockquote><p dir="auto">q</p></blockquote></div>',
    )
  })
  it('drops scripts, handlers, styles, links and images but keeps their readable text', () => {
    const out = render(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a></p><style>*{}</style>',
    )
    expect(out).toBe('<div><p dir="auto">Hilink</p></div>')
    expect(out).not.toMatch(/script|onerror|onclick|javascript|style|img|href/)
  })
})
