import { describe, expect, it } from 'vitest'
import { LANGUAGES, translatorFor } from '../test/all-languages'
import reports from './en/reports.json'
import routes from './en/routes.json'
import guides from './en/reportGuides.json'

// One name per report kind, everywhere: `reports:kind.<kind>` is the source; the kind guides and the example and
// template routes nest it ("Active analysis" / "Active listening" and "Recruiter scorecard" / "Recruiter report"
// were the same kind under two names).
const KINDS = Object.keys(reports.kind)
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace('info-sec', 'info-security')

describe('report kind names', () => {
  it('every guide and example or template route names a known kind', () => {
    for (const key of [
      ...Object.keys(guides.kinds),
      ...Object.keys(routes.reportExample),
      ...Object.keys(routes.reportTemplate),
    ])
      expect(KINDS, key).toContain(kebab(key))
  })

  for (const language of LANGUAGES) {
    it(`${language}: each kind has one name, used by the guides and the example and template routes`, () => {
      const t = translatorFor(language)
      const names = KINDS.map((kind) => t(`kind.${kind}`, { ns: 'reports' }))
      for (const name of names) expect(name).not.toMatch(/\$t\(|^kind\./)
      expect(new Set(names).size, 'two kinds share a name').toBe(names.length)
      const nameOf = (key: string) => names[KINDS.indexOf(kebab(key))]
      for (const key of Object.keys(guides.kinds))
        expect(t(`kinds.${key}.name`, { ns: 'reportGuides' })).toBe(nameOf(key))
      for (const group of ['reportExample', 'reportTemplate'] as const)
        for (const key of Object.keys(routes[group])) {
          const title = t(`${group}.${key}`, { ns: 'routes' })
          expect(title, `${group}.${key}`).not.toMatch(/\$t\(/)
          expect(title.endsWith(nameOf(key)), `${group}.${key}: "${title}" ends with "${nameOf(key)}"`).toBe(true)
        }
    })
  }
})
