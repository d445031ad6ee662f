import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const SPECS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'specs')

/**
 * The spec files to run: E2E_FILES (exactly those, in the order given, comma-separated: what `npm test` gives each
 * group) or every file in name order, narrowed by E2E_ONLY=shell- (the files whose name contains that text; several
 * texts separated by commas: any of them).
 */
export function specFiles(): string[] {
  const exact = process.env.E2E_FILES?.split(',').filter(Boolean)
  const only = process.env.E2E_ONLY?.split(',').filter(Boolean)
  // Named by their source (.ts) wherever they run: from npm test's compiled mirror they are .js files.
  const all = fs
    .readdirSync(SPECS_DIR)
    .filter((f) => /\.[jt]s$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => f.replace(/\.js$/, '.ts'))
    .sort()
  return (exact ? exact.filter((f) => all.includes(f)) : all).filter(
    (f) => !only?.length || only.some((text) => f.includes(text)),
  )
}

/** A spec file's module: its source, or its compiled copy in npm test's mirror. */
export const specModule = (file: string) => {
  const source = path.join(SPECS_DIR, file)
  return fs.existsSync(source) ? source : source.replace(/\.ts$/, '.js')
}

/**
 * Spec files longest first by measured time (a file never measured counts as the average), name order among equals:
 * the order the groups take them from their shared queue, so the long ones start early and short ones fill the end.
 */
export function longestFirst(files: string[], seconds: Record<string, number>): string[] {
  const known = files.map((f) => seconds[f]).filter((s): s is number => s !== undefined)
  const average = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 60
  const cost = (file: string) => seconds[file] ?? average
  return [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))
}

/**
 * The groups' shared queue of spec files (E2E_QUEUE_DIR): a group runs a file only after claiming it, and the claim
 * is a directory made there, which exactly one process can make. So a group that finishes early takes the next file
 * instead of idling while another still has a fixed share left (two groups ended about two minutes apart with a fixed
 * split), and a group whose service stopped leaves its unclaimed files to the others.
 */
export function queueClaimer(queueDir: string): (file: string) => boolean {
  return (file) => {
    try {
      fs.mkdirSync(path.join(queueDir, file))
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
      throw error
    }
  }
}

/**
 * Undefined while the service answers `/api/health`; otherwise why not. A busy machine may be slow to answer, so
 * only `seconds` without any answer counts as "stopped answering".
 */
export async function healthProblem(baseUrl: string, seconds = 30): Promise<string | undefined> {
  const deadline = Date.now() + seconds * 1000
  let last = ''
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) })
      if (res.ok) return undefined
      last = `HTTP ${res.status}`
    } catch (error) {
      last = ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return `the service did not answer /api/health for ${seconds} s (last: ${last})`
}
