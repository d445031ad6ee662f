import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import parsePrometheusTextFormat from 'parse-prometheus-text-format'

const PROMTOOL = '/usr/bin/promtool'

export type Families = ReturnType<typeof parsePrometheusTextFormat>

/** The families of an exposition, read by a Prometheus text parser (throws on text it cannot read). */
export const parseExposition = (text: string): Families => parsePrometheusTextFormat(text)

/** promtool's lint of an exposition (Debian's `prometheus` package), or null where promtool is not installed. */
export function promtoolCheck(text: string): { ok: boolean; output: string } | null {
  if (!fs.existsSync(PROMTOOL)) return null
  const run = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' })
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() }
}

/** The value of one sample, labels matched exactly on the given keys; undefined when absent. */
export function sampleOf(families: Families, name: string, labels: Record<string, string> = {}): number | undefined {
  const family = families.find((f) => f.name === name)
  const sample = family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))
  return sample?.value === undefined ? undefined : Number(sample.value)
}
