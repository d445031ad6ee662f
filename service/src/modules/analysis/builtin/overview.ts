import type { Overview } from '../../report-kinds/index.js'
import { actionItems, decisions } from './action-items.js'
import { memo, type TranscriptFeatures } from './features.js'
import { keyPhrases } from './key-phrases.js'
import { lexiconHits, matcherFor, summariseHits } from './lexicon-hits.js'
import { SIGNAL_NAMES, SIGNALS } from './lexicons/signals.js'
import { speakerStats } from './speaker-stats.js'
import { highlights } from './summary.js'

export function signalHits(f: TranscriptFeatures) {
  return lexiconHits(f, 'signals', matcherFor(SIGNALS))
}

/** The conversation metrics block shared by all report kinds. */
export function overview(f: TranscriptFeatures): Overview {
  return memo(f, 'overview', () => ({
    language: f.language,
    durationMs: f.durationMs,
    speakers: speakerStats(f),
    keyPhrases: keyPhrases(f),
    actionItems: actionItems(f),
    decisions: decisions(f),
    signals: summariseHits(f, signalHits(f), SIGNAL_NAMES),
    highlights: highlights(f).map((h) => h.evidence),
  }))
}
