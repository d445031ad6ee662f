export interface TapCounts {
  /** Assertions that passed (skipped and todo ones included), at every depth, as tap's own summary counts them. */
  passed: number
  failed: number
  /** The top-level plan ("1..N") was printed: the file ran to its end. */
  complete: boolean
}

const POINT = /^( *)(not )?ok\b(.*)$/
const TODO = /#\s*todo\b/i

/**
 * Counts one test file's TAP output. A subtest's own result line follows its body, which is indented 4 spaces
 * deeper; it is not an assertion (a failure inside was counted already), so the figures match tap's summary.
 * A point's YAML diagnostics (`---` … `...`, 2 spaces deeper) are skipped.
 */
export function countTap(output: string): TapCounts {
  let passed = 0
  let failed = 0
  let complete = false
  let previousIndent = -1
  let yamlEnd: string | undefined
  for (const line of output.split('\n')) {
    if (yamlEnd !== undefined) {
      if (line === yamlEnd) yamlEnd = undefined
      continue
    }
    if (!line.trim()) continue
    const indent = line.length - line.trimStart().length
    if (line.trimStart() === '---') {
      yamlEnd = `${' '.repeat(indent)}...`
      continue
    }
    const point = POINT.exec(line)
    if (point && previousIndent < indent + 4) {
      if (point[2] && !TODO.test(point[3])) failed++
      else passed++
    }
    if (indent === 0 && /^1\.\.\d+/.test(line)) complete = true
    if (indent === 0 && line.startsWith('Bail out!')) failed++
    previousIndent = indent
  }
  return { passed, failed, complete }
}
