import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const SPECS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'specs')

/**
 * The spec files to run, in name order: E2E_FILES (a group's exact list, comma-separated) or every file, narrowed by
 * E2E_ONLY=shell- (the files whose name contains that text; several texts separated by commas: any of them).
 */
export function specFiles(): string[] {
  const exact = process.env.E2E_FILES?.split(',').filter(Boolean)
  const only = process.env.E2E_ONLY?.split(',').filter(Boolean)
  return fs
    .readdirSync(SPECS_DIR)
    .filter((f) => f.endsWith('.ts') && (!exact || exact.includes(f)))
    .filter((f) => !only?.length || only.some((text) => f.includes(text)))
    .sort()
}

/**
 * Splits spec files into `count` groups of about equal measured time (longest first, each to the least loaded
 * group); a file never measured counts as the average. Each group keeps name order.
 */
export function splitIntoGroups(files: string[], count: number, seconds: Record<string, number>): string[][] {
  const known = files.map((f) => seconds[f]).filter((s): s is number => s !== undefined)
  const average = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 60
  const cost = (file: string) => seconds[file] ?? average
  const groups = Array.from({ length: Math.max(1, count) }, () => ({ files: [] as string[], total: 0 }))
  for (const file of [...files].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((min, g) => (g.total < min.total ? g : min))
    lightest.files.push(file)
    lightest.total += cost(file)
  }
  return groups.map((g) => g.files.sort()).filter((g) => g.length)
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
