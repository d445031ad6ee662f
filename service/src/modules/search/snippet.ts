/**
 * `ts_headline` marks matches with two control characters that are first removed from the text itself, so no
 * user text can forge a mark; the snippet leaves the service as parts, never as markup.
 */
const START = '\u0001'
const STOP = '\u0002'
export const MARKS = START + STOP
export const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`

export function snippetParts(headline: string): { text: string; hit: boolean }[] {
  const parts: { text: string; hit: boolean }[] = []
  for (const [i, chunk] of headline.split(START).entries()) {
    const [inside, after] = i === 0 ? [null, chunk] : splitOnce(chunk)
    if (inside) parts.push({ text: inside, hit: true })
    if (after) parts.push({ text: after, hit: false })
  }
  return parts
}

function splitOnce(chunk: string): [string, string] {
  const at = chunk.indexOf(STOP)
  return at < 0 ? [chunk, ''] : [chunk.slice(0, at), chunk.slice(at + 1).replaceAll(STOP, '')]
}
