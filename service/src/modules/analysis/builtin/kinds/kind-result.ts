import type { TranscriptFeatures } from '../features.js'

/**
 * What a kind builder returns: a one-line headline for the summary, the content, and (for info-security)
 * the features the extractive part of the summary must come from — the masked transcript.
 */
export interface KindResult {
  headline: string
  content: Record<string, unknown>
  features?: TranscriptFeatures
}
