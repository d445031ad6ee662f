/**
 * The CPU milliseconds this process spends running `fn` (synchronous work): a bound on it holds on a busy machine,
 * where wall time stretches with every other process sharing the cores.
 */
export function cpuMsOf<T>(fn: () => T): { value: T; ms: number } {
  const before = process.cpuUsage()
  const value = fn()
  const { user, system } = process.cpuUsage(before)
  return { value, ms: (user + system) / 1000 }
}
