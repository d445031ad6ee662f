// autocannon ships no types; the slice the benchmark uses.
declare module 'autocannon' {
  interface Histogram {
    average: number
    p50: number
    p99: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    pipelining?: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
