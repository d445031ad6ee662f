import type { Segment } from '../../../src/modules/analysis/types.js'

/** A transcript written for these tests, with what a person marks in it. */
export interface LabelledTranscript {
  id: string
  language: 'en' | 'ru'
  lines: [speaker: string, text: string][]
  /** Every money amount said (each end of a range counts), in order. */
  amounts: { amount: number; currency: string }[]
  /** Offers and counter-offers (not mere mentions): who put which number on the table. */
  offers: { speaker: string; amount: number }[]
  /** Commitments: owner, a word of the task, and the due date as said (when said). */
  actionItems: { owner: string; says: string; due?: string }[]
  decisions?: string[]
  /** A team role a person would see in the speaker's behaviour (expected among the top three). */
  roles?: { speaker: string; role: string }[]
}

/** Lines become segments 6 seconds apart, each as long as its words at 150 words per minute. */
export function segmentsOf(t: LabelledTranscript): Segment[] {
  return t.lines.map(([speaker, text], i) => ({
    speaker,
    text,
    startMs: i * 6000,
    endMs: i * 6000 + Math.min(5800, text.split(' ').length * 400),
  }))
}
