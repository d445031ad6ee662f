import { describe, expect, it } from 'vitest'
import { htmlOf, paragraphsOf, splitAddresses } from './mail-text'

describe('mail text', () => {
  it('keeps the paragraphs’ text and drops markup and script', () => {
    expect(paragraphsOf('<p>Hello <b>Ann</b>,</p><p>See <a href="x">this</a>.</p><script>alert(1)</script>')).toEqual(['Hello Ann,', 'See this.'])
    expect(paragraphsOf('just text')).toEqual(['just text'])
  })

  it('turns typed text into escaped paragraphs', () => {
    expect(htmlOf('Hi <Ann>\nline two\n\nBye & thanks')).toBe('<p>Hi &lt;Ann&gt;<br>line two</p><p>Bye &amp; thanks</p>')
    expect(paragraphsOf(htmlOf('a\n\nb'))).toEqual(['a', 'b'])
  })

  it('splits address lists and names what is not an address', () => {
    expect(splitAddresses('ann@example.com, bo@example.org;  nope')).toEqual({ valid: ['ann@example.com', 'bo@example.org'], invalid: ['nope'] })
    expect(splitAddresses('  ')).toEqual({ valid: [], invalid: [] })
  })
})
