import type { ReportContent, ReportKind } from '../../../report-kinds/index.js'
import type { TranscriptFeatures } from '../features.js'

/**
 * What a kind builder returns: a one-line headline for the summary, the content (typed by the kind's content schema,
 * so the compiler holds the builder to it), and (for info-security) the features the extractive part of the summary
 * must come from — the masked transcript.
 */
export interface KindResult<K extends ReportKind = ReportKind> {
  headline: string
  content: ReportContent<K>
  features?: TranscriptFeatures
}

/** The result of some kind: one of the kinds' results. */
export type AnyKindResult = { [K in ReportKind]: KindResult<K> }[ReportKind]
