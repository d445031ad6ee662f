import { XMLParser } from 'fast-xml-parser'
import { BbbError } from './bbb-errors.js'

/** Elements BigBlueButton repeats: always arrays, even with one child, so callers never branch on the count. */
const LISTS = new Set(['meeting', 'attendee', 'recording', 'format', 'image', 'breakout'])

const options = {
  ignoreAttributes: true,
  // Values stay strings: meeting ids like "0123" or a voice bridge must not turn into numbers.
  parseTagValue: false,
  trimValues: true,
  isArray: (name: string) => LISTS.has(name),
}
const parser = new XMLParser(options)
/**
 * For the poller, which needs meeting figures only: attendee lists and metadata (most of a busy server's
 * answer) are skipped as raw text instead of being built into objects.
 */
const summaryParser = new XMLParser({ ...options, stopNodes: ['*.attendees', '*.metadata', '*.breakoutRooms'] })

export type XmlNode = Record<string, unknown>

/**
 * The `<response>` of an answer. FAILED is an error whatever the HTTP status was; the decision rests on
 * `returncode` and `messageKey`, never on the human `message`.
 */
export function parseBbbResponse(xml: string, shape: 'full' | 'summary' = 'full'): XmlNode {
  let doc: XmlNode
  try {
    doc = (shape === 'summary' ? summaryParser : parser).parse(xml) as XmlNode
  } catch (err) {
    throw new BbbError('parse', 'The server answered something that is not XML', undefined, { cause: err })
  }
  const response = doc.response
  if (!response || typeof response !== 'object')
    throw new BbbError('parse', 'The server answered without a <response> element')
  const r = response as XmlNode
  if (r.returncode !== 'SUCCESS') {
    const key = typeof r.messageKey === 'string' ? r.messageKey : undefined
    const message =
      typeof r.message === 'string' && r.message
        ? r.message
        : `The server answered ${String(r.returncode ?? 'nothing')}`
    throw new BbbError(key === 'checksumError' ? 'checksum' : 'failed', message, key)
  }
  return r
}

/** Children of an element that may be empty (`<meetings/>` parses as ""), a single object or a list. */
export function listOf(parent: unknown, child: string): XmlNode[] {
  if (!parent || typeof parent !== 'object') return []
  const value = (parent as XmlNode)[child]
  if (value === undefined || value === '') return []
  return (Array.isArray(value) ? value : [value]).filter((v): v is XmlNode => Boolean(v) && typeof v === 'object')
}

export const text = (node: XmlNode, key: string): string => {
  const v = node[key]
  return typeof v === 'string' ? v : v === undefined || v === null ? '' : typeof v === 'object' ? '' : String(v)
}
export const int = (node: XmlNode, key: string): number => {
  const n = Number.parseInt(text(node, key), 10)
  return Number.isFinite(n) ? n : 0
}
export const bool = (node: XmlNode, key: string): boolean => text(node, key) === 'true'

/** `<metadata>` as a plain string map (empty element → {}). */
export function metadataOf(node: XmlNode): Record<string, string> {
  const m = node.metadata
  if (!m || typeof m !== 'object') return {}
  return Object.fromEntries(
    Object.entries(m as XmlNode).map(([k, v]) => [k, typeof v === 'string' ? v : String(v ?? '')]),
  )
}
