import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, translatorFor } from '../../test/all-languages'
import { BREAKDOWN_DIMENSIONS, breakdownLabel } from './breakdown-dimensions'

describe('breakdown line names', () => {
  for (const language of LANGUAGES) {
    const tr = translatorFor(language)
    // As the card's t: the costs namespace by default, reports asked for by name.
    const t = ((key: string, o?: { ns?: string }) => tr(key, { ns: 'costs', ...o })) as unknown as TFunction<
      ['costs', 'reports']
    >
    it(`${language}: a missing value is named per dimension, never shown as a key`, () => {
      const names = BREAKDOWN_DIMENSIONS.map((by) => breakdownLabel(t, by, null, null))
      for (const name of names) expect(name).not.toMatch(/breakdown\.|^$/)
      expect(names[4]).not.toBe(names[0]) // untagged is not "unknown"
      expect(breakdownLabel(t, 'report-kind', '', '')).not.toMatch(/breakdown\./)
      expect(breakdownLabel(t, 'report-kind', 'recruiter', 'recruiter')).toBe(tr('kind.recruiter', { ns: 'reports' }))
      for (const engine of ['builtin', 'llm']) expect(breakdownLabel(t, 'engine', engine, engine)).not.toMatch(/\./)
    })
  }
  it('a tag keeps its spelling, a user its name', () => {
    const t = ((key: string) => key) as unknown as TFunction<['costs', 'reports']>
    expect(breakdownLabel(t, 'tag', 'q4 hiring', 'Q4 hiring')).toBe('Q4 hiring')
    expect(breakdownLabel(t, 'user', 'u1', 'Alice Admin')).toBe('Alice Admin')
    expect(breakdownLabel(t, 'user', 'u1', null)).toBe('breakdown.deletedUser')
  })
})
