import type { Segment } from '../../analysis/index.js'
/** Speakers in order of first appearance: the participant picker and subject matching use this list. */
export const speakersOf = (segments: Segment[]) => [...new Set(segments.map((s) => s.speaker).filter(Boolean))]
