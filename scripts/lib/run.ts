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
  options: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const relay = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk
      if (!options.quiet) stream.write(chunk)
    }
    child.stdout.on('data', relay(process.stdout))
    child.stderr.on('data', relay(process.stderr))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
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
  const e2e = [...text.matchAll(/e2e: (\d+) passed, (\d+) failed/g)].at(-1)
  if (e2e) return { passed: Number(e2e[1]), failed: Number(e2e[2]) }
  return { passed: 0, failed: 0 }
}
