// CPU seconds of a process from /proc/<pid>/stat (Linux only; undefined elsewhere or once the process is gone):
// its own (utime + stime) and that of the children it has waited for (cutime + cstime).
import fs from 'node:fs'

const TICKS = 100 // USER_HZ: 100 on every Linux this runs on (sysconf(_SC_CLK_TCK))

/** @param {number | 'self'} pid */
export function procCpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces: fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number)
    return { self: (utime + stime) / TICKS, children: (cutime + cstime) / TICKS }
  } catch {
    return undefined
  }
}

/** The processes a process started that still run (Linux). */
function childrenOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
  } catch {
    return [] // gone, or no children file
  }
}

/** Calls `visit` with a process's CPU seconds, then with each process below it that still runs. */
function walk(pid, visit) {
  const own = procCpuSeconds(pid)
  if (!own) return
  visit(pid, own)
  for (const kid of childrenOf(pid)) walk(kid, visit)
}

/** CPU seconds of a process and of every process below it that still runs, and of those it waited for. */
export function treeCpuSeconds(pid) {
  let total = 0
  walk(pid, (_, own) => (total += own.self + own.children))
  return total
}

/**
 * CPU seconds below a process (itself included), by kind of process: `kindOf` names a process from its command
 * line; the children a process has waited for count as `ended <its kind>'s children` (Chromium's renderers end
 * into the zygote, PostgreSQL's backends into the postmaster).
 * @param {number} pid
 * @param {(cmdline: string) => string} kindOf
 * @returns {Record<string, number>}
 */
export function cpuByKind(pid, kindOf) {
  /** @type {Record<string, number>} */
  const byKind = {}
  const add = (kind, seconds) => {
    if (seconds > 0) byKind[kind] = (byKind[kind] ?? 0) + seconds
  }
  walk(pid, (p, own) => {
    // A process that rewrote its title, or has ended but not been waited for yet, has no command line: its name.
    const read = (file) => {
      try {
        return fs.readFileSync(`/proc/${p}/${file}`, 'utf8')
      } catch {
        return ''
      }
    }
    const kind = kindOf(read('cmdline').replaceAll('\0', ' ').trim() || read('comm').trim())
    add(kind, own.self)
    add(`ended children of ${kind}`, own.children)
  })
  return byKind
}
