import { spawn } from 'node:child_process'

export interface RunResult {
  code: number
  output: string
}

/**
 * Runs a command, streaming its output through while keeping a copy to read counts from. `quiet` keeps the
 * output only (a stage running beside another prints it whole when it ends, not interleaved).
 */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean; prefix?: string } = {},
): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const prefix = options.prefix ?? ''
    // With a prefix (several commands printing at once), whole lines only, each marked with whose it is.
    const relay = (stream: NodeJS.WriteStream) => {
      let partial = ''
      const write = (text: string) => {
        output += text
        if (!options.quiet) stream.write(text)
      }
      return {
        data(chunk: string) {
          if (!prefix) return write(chunk)
          const lines = (partial + chunk).split('\n')
          partial = lines.pop()!
          for (const line of lines) write(`${prefix}${line}\n`)
        },
        end: () => partial && write(`${prefix}${partial}\n`),
      }
    }
    const out = relay(process.stdout)
    const err = relay(process.stderr)
    child.stdout.setEncoding('utf8')
    child.stderr.setEncoding('utf8')
    child.stdout.on('data', out.data)
    child.stderr.on('data', err.data)
    child.on('close', (code) => {
      out.end()
      err.end()
      resolve({ code: code ?? 1, output })
    })
  })
}

/** tap's "# { total: N, pass: N, fail: N }", vitest's "Tests  N passed | M failed", our e2e's "e2e: N passed, M failed". */
export function countResults(output: string): { passed: number; failed: number } {
  // eslint-disable-next-line no-control-regex
  const text = output.replace(/\x1b\[[0-9;]*m/g, '')
  const tap = [...text.matchAll(/# \{ total: (\d+), pass: (\d+)(?:, fail: (\d+))?/g)].at(-1)
  if (tap) return { passed: Number(tap[2]), failed: Number(tap[3] ?? 0) }
  const vitest = /Tests\s+(?:(\d+) failed \| )?(\d+) passed/.exec(text)
  if (vitest) return { passed: Number(vitest[2]), failed: Number(vitest[1] ?? 0) }
  const e2e = [...text.matchAll(/e2e: (\d+) passed(?: \(\d+ flaky\))?, (\d+) failed/g)].at(-1)
  if (e2e) return { passed: Number(e2e[1]), failed: Number(e2e[2]) }
  return { passed: 0, failed: 0 }
}
