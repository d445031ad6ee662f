export function procCpuSeconds(pid: number | 'self'): { self: number; children: number } | undefined
export function treeCpuSeconds(pid: number): number
