import { describe, expect, it } from 'vitest'
import { paths } from '../../config/paths'
import en from '../../locales/en/reportGuides.json'
import reportKinds from '../../locales/en/reportKinds.json'
import { guideForTitleKey, KIND_GUIDES, OVERVIEW_SECTION, RISK_WEIGHTS, sectionsOf } from './kind-catalogue'

const has = (root: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      root,
    ) !== undefined

describe('report guide catalogue', () => {
  it('has a guide for every example and template route, under the same key', () => {
    for (const key of Object.keys(paths.reportExamples))
      expect(guideForTitleKey(`reportExample.${key}`)?.example).toBe(
        paths.reportExamples[key as keyof typeof paths.reportExamples],
      )
    for (const key of Object.keys(paths.reportTemplates))
      expect(guideForTitleKey(`reportTemplate.${key}`)?.template).toBe(
        paths.reportTemplates[key as keyof typeof paths.reportTemplates],
      )
    expect(guideForTitleKey('reportTemplate.nope')).toBeUndefined()
  })

  it('names and introduces every kind', () => {
    for (const g of KIND_GUIDES) {
      expect(has(en, `kinds.${g.key}.name`), g.key).toBe(true)
      expect(has(en, `kinds.${g.key}.intro`), g.key).toBe(true)
    }
  })

  it('explains every section of every template, the overview last', () => {
    for (const g of KIND_GUIDES.filter((x) => x.template)) {
      const sections = sectionsOf(g)
      expect(sections.at(-1)).toBe(OVERVIEW_SECTION)
      for (const s of sections) {
        const prefix = s === OVERVIEW_SECTION ? `sections.${s.id}` : `sections.${g.key}.${s.id}`
        for (const field of ['title', 'measures', 'derivation', 'scale', 'reading'])
          expect(has(en, `${prefix}.${field}`), `${prefix}.${field}`).toBe(true)
        for (const m of s.metrics ?? [])
          for (const f of ['name', 'text'])
            expect(has(en, `${prefix}.metrics.${m}.${f}`), `${prefix}.metrics.${m}`).toBe(true)
        for (const v of s.visuals) expect(has(en, `visual.${v}`), v).toBe(true)
      }
      if (g.model) expect(has(en, `model.${g.model}.title`) && has(en, `model.${g.model}.body`)).toBe(true)
    }
  })

  it('describes every detector and team role', () => {
    for (const { type } of RISK_WEIGHTS) {
      expect(has(en, `risk.types.${type}`), type).toBe(true)
      expect(has(reportKinds, `infoSec.type.${type}`), type).toBe(true)
    }
    for (const role of Object.keys(reportKinds.roles)) expect(has(en, `roleCues.roles.${role}`), role).toBe(true)
  })
})
