import type { EngineInput } from '../../types.js'
import type { TranscriptFeatures } from '../features.js'

/** The language of a report's own sentences: the transcript's (English for Arabic and others). */
export function reportLang(f: TranscriptFeatures, input: EngineInput): 'en' | 'ru' | 'fr' {
  const l = input.language && input.language !== 'en' ? input.language : f.language
  return l === 'ru' || l === 'fr' ? l : 'en'
}
