import { maskText } from '../meetings/index.js'

/** Longest prompt or response a trace keeps, in characters; the rest is cut with a marker saying how much. */
export const TRACE_TEXT_LIMIT = 32_000
/** Masked beyond the limit by this much, so a phone number or e-mail cut at the limit is masked whole first. */
const MASK_MARGIN = 256

export const truncationMarker = (more: number) => `\n…[truncated: ${more} more characters]`

/**
 * The text a trace stores: masked the way transcripts are (`maskText`), then bounded. Stored masked rather than
 * masked on read: the raw personal data then never lands in one more table (backups, the superadmin's view across
 * organizations, a leaked dump), and nothing that reads a trace later can forget to mask it. Nobody needs the
 * unmasked prompt from a trace: the transcript it came from keeps its own privacy rules.
 */
export function traceText(text: string, limit = TRACE_TEXT_LIMIT): string {
  if (text.length <= limit) return maskText(text).masked
  const masked = maskText(text.slice(0, limit + MASK_MARGIN)).masked
  return masked.slice(0, limit) + truncationMarker(text.length - limit)
}

/** Chat messages as one readable text: each message under its role. */
export const promptText = (messages: readonly { role: string; content: string }[]) =>
  messages.map((m) => `[${m.role}]\n${m.content}`).join('\n\n')
