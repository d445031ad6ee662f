import { describe, expect, it } from 'vitest'
import { htmlOf, splitAddresses } from './mail-text'

describe('mail text', () => {
  it('turns typed text into escaped paragraphs', () => {
    expect(htmlOf('Hi <Ann>\nline two\n\nBye & thanks')).toBe(
      '<p>Hi &lt;Ann&gt;<br>line two</p><p>Bye &amp; thanks</p>',
    )
    expect(htmlOf('a\n\nb')).toBe('<p>a</p><p>b</p>')
  })

  it('splits address lists and names what is not an address', () => {
    expect(splitAddresses('ann@example.com, bo@example.org;  nope')).toEqual({
      valid: ['ann@example.com', 'bo@example.org'],
      invalid: ['nope'],
    })
    expect(splitAddresses('  ')).toEqual({ valid: [], invalid: [] })
  })
})
