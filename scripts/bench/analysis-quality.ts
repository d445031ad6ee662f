/**
 * Builtin engine quality over the labelled EN/RU transcripts (service/test/domain/labelled): recall and
 * precision of amounts, offers, action items (and their due dates), team roles and decisions.
 * Run: npx tsx scripts/bench/analysis-quality.ts (also printed by `npm run bench`).
 */
import { pathToFileURL } from 'node:url'
import { LABELLED, scoreLabelled } from '../../service/test/analysis/labelled/index.js'
import { precision, recall } from '../../service/test/analysis/labelled/score.js'

export function analysisQuality(): string[] {
  const s = scoreLabelled(LABELLED)
  const pct = (n: number) => `${(n * 100).toFixed(0)}%`.padStart(4)
  const lines = (['amounts', 'offers', 'actionItems', 'dueDates', 'roles', 'decisions'] as const).map(
    (k) =>
      `${k.padEnd(12)} recall ${pct(recall(s[k]))}  precision ${pct(precision(s[k]))}  (${s[k].tp} found, ${s[k].fn} missed, ${s[k].fp} false)`,
  )
  return [`${LABELLED.length} labelled transcripts (EN + RU)`, ...lines, ...s.misses.map((m) => `miss: ${m}`)]
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) for (const line of analysisQuality()) console.log(line)
