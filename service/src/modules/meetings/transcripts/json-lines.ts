/**
 * Line numbers for JSON errors. JSON.parse reports only a character position, and item-level validation
 * needs the line where each segment object starts, so this scanner walks the text once (strings and
 * escapes aware) and is only run when an error has to be reported.
 */
export function lineAt(text: string, position: number): number {
  let line = 1
  const end = Math.min(position, text.length)
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 10) line++
  return line
}

/** Line where each element of the segments array starts (root array, or the `segments` key of the root object). */
export function elementLines(text: string): number[] {
  const lines: number[] = []
  let line = 1
  let depth = 0
  let inString = false
  let lastString = ''
  let stringStart = 0
  let targetDepth = -1 // depth of the segments array once entered
  let expectElement = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '\n') line++
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') {
        inString = false
        lastString = text.slice(stringStart, i)
      }
      continue
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n' || c === ':') continue
    if (expectElement && c !== ']') {
      lines.push(line)
      expectElement = false
    }
    if (c === '"') {
      inString = true
      stringStart = i + 1
      continue
    }
    if (c === '[' || c === '{') {
      depth++
      const isTarget = c === '[' && targetDepth < 0 && (depth === 1 || (depth === 2 && lastString === 'segments'))
      if (isTarget) {
        targetDepth = depth
        expectElement = true
      }
    } else if (c === ']' || c === '}') {
      if (depth === targetDepth) return lines
      depth--
    } else if (c === ',' && depth === targetDepth) expectElement = true
    if (c !== '"') lastString = c === '[' ? lastString : ''
  }
  return lines
}
