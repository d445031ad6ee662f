export function procCpuSeconds(pid: number | 'self'): { self: number; children: number } | undefined
export function treeCpuSeconds(pid: number): number
export function cpuByKind(pid: number, kindOf: (cmdline: string) => string): Record<string, number>
