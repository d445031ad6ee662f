import { describe, expect, it } from 'vitest'
import en from '../../locales/en/showcase.json'
import forms from '../../locales/en/showcaseForms.json'
import gallery from '../../locales/en/showcaseGallery.json'
import { SHOWCASE_GROUPS } from './showcase-items'

describe('showcase items', () => {
  for (const group of SHOWCASE_GROUPS) {
    it(`${group.key}: every item has a title and a when-to-use note`, () => {
      const texts = (
        (group.ns === 'showcaseForms' ? forms : group.ns === 'showcaseGallery' ? gallery : en) as unknown as Record<
          string,
          Record<string, unknown>
        >
      )[group.key]
      expect(texts.title).toBeTypeOf('string')
      for (const item of group.items)
        expect(texts[item.slug], item.slug).toMatchObject({ title: expect.any(String), when: expect.any(String) })
    })
  }
})
