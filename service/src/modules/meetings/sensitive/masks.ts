import { detectSensitive, type SensitiveSpan } from './detectors.js'

/** Masks keep just enough shape to recognise the kind of value (PCI-style last four for cards). */
export function maskValue(span: Pick<SensitiveSpan, 'type' | 'value'>): string {
  const v = span.value
  switch (span.type) {
    case 'email': {
      const tld = v.slice(v.lastIndexOf('.'))
      return `${v[0]}***@***${tld}`
    }
    case 'card':
      return `**** **** **** ${v.replace(/\D/g, '').slice(-4)}`
    case 'iban': {
      const c = v.replace(/\s/g, '')
      return `${c.slice(0, 2)}** **** **** ${c.slice(-2)}`
    }
    case 'phone':
      return `${v.startsWith('+') ? '+' : ''}*** *** **${v.replace(/\D/g, '').slice(-2)}`
    case 'api-key': {
      const prefix = /^(sk-(?:proj-)?|AKIA|gh[pousr]_|xox[abpr]-|AIza)/.exec(v)?.[1] ?? ''
      return `${prefix}****${v.slice(-4)}`
    }
    case 'host':
      return /^\d/.test(v) ? `${v.split('.')[0]}.*.*.*` : `***${v.slice(v.lastIndexOf('.'))}`
    case 'secret':
      return '********'
  }
}

/** The text with every sensitive value replaced by its mask, plus the spans (positions in the original). */
export function maskText(text: string): {
  masked: string
  spans: (SensitiveSpan & { mask: string; maskedStart: number })[]
} {
  const spans = detectSensitive(text)
  let out = ''
  let last = 0
  const withMasks = spans.map((s) => {
    out += text.slice(last, s.start)
    const mask = maskValue(s)
    const maskedStart = out.length
    out += mask
    last = s.end
    return { ...s, mask, maskedStart }
  })
  out += text.slice(last)
  return { masked: out, spans: withMasks }
}
