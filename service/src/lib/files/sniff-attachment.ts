import { isText } from './sniff.js'

export interface SniffedAttachment {
  mime: string
}

const ascii = (b: Buffer, s: string, at = 0) => b.subarray(at, at + s.length).toString('latin1') === s

/**
 * What a support attachment may be, told from its first bytes (never from its name or declared type):
 * the screenshots and documents people send with a question — PNG, JPEG, GIF, WebP, PDF — and text (logs, CSV,
 * JSON). Anything else (executables, archives, HTML that a browser could run) is refused.
 */
export function sniffAttachment(head: Buffer): SniffedAttachment | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { mime: 'image/png' }
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { mime: 'image/jpeg' }
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a')) return { mime: 'image/gif' }
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8)) return { mime: 'image/webp' }
  if (ascii(head, '%PDF-')) return { mime: 'application/pdf' }
  if (!isText(head)) return null
  // Markup is text a browser would render as a page; it is refused rather than served back as text/plain.
  if (/^\s*<(!doctype|html|svg|script|\?xml)/i.test(head.toString('utf8').replace(/^\uFEFF/, ''))) return null
  return { mime: 'text/plain' }
}

export const ATTACHMENT_TYPES = 'PNG, JPEG, GIF, WebP, PDF or plain text'
