// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { canDo, createAppAbility } from '../../lib/ability'
import { LANGUAGES, translatorFor } from '../../test/all-languages'
import { roleRules } from '../../test/role-rules'
import { routes } from '../routes'
import { buildMenu } from './nav-items'

// "The menu shows Academy and Logistics twice": within one menu group, every entry has its own label, in every
// language and for every role (the dashboards and the apps both have an Academy and a Logistics screen).
describe('menu labels', () => {
  for (const role of Object.keys(roleRules) as (keyof typeof roleRules)[]) {
    const ability = createAppAbility(roleRules[role])
    const menu = buildMenu(routes, (p) => canDo(ability, p))
    for (const language of LANGUAGES) {
      it(`${role}, ${language}: no group has two entries with the same label`, () => {
        const t = translatorFor(language)
        for (const group of menu) {
          const labels = group.items.map((route) => t(route.titleKey, { ns: 'routes' }))
          for (const label of labels) expect(label, `${group.id}: a label is missing`).not.toMatch(/^[a-z]+\.|^$/)
          const repeated = labels.filter((label, i) => labels.indexOf(label) !== i)
          expect(repeated, `${group.id} repeats a label`).toEqual([])
        }
      })
    }
  }
})
