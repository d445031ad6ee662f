/**
 * Characters a stored file name must not carry: C0 and C1 controls, the Unicode bidirectional embeddings,
 * overrides and isolates (U+202A-U+202E, U+2066-U+2069) and marks (U+200E, U+200F, U+061C), and the line and
 * paragraph separators. A right-to-left override turns "invoice\u202efdp.exe" into "invoiceexe.pdf" on screen;
 * without it the name reads as what it is. Joiners (U+200C, U+200D) stay: scripts and emoji need them.
 */
const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu

/**
 * The name a file is stored and shown under: the client's name without unsafe characters, NFC-normalized, trimmed,
 * cut to `max` characters without splitting a surrogate pair; `fallback` when nothing is left.
 */
export function storedFileName(name: string | undefined | null, fallback: string, max = 255): string {
  const clean = (name ?? '').normalize('NFC').replace(UNSAFE, '').trim()
  const cut = Array.from(clean).slice(0, max).join('').trim()
  return cut || fallback
}
