import { describe, expect, it } from 'vitest'

// Every language file mirrors the English one key for key (English is the typing source and the fallback).
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' })

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, `${prefix}${key}.`))
    : [prefix.slice(0, -1)]

// A plural key stands for all its forms: English has _one/_other, Russian and Arabic more (Intl.PluralRules).
const PLURAL = /_(zero|one|two|few|many|other)$/
const base = (keys: string[]) => [...new Set(keys.map((k) => k.replace(PLURAL, '')))].sort()
const pluralForms = (keys: string[], stem: string) =>
  keys
    .filter((k) => k.replace(PLURAL, '') === stem && PLURAL.test(k))
    .map((k) => PLURAL.exec(k)![1])
    .sort()

const SHELL_NAMESPACES = ['common', 'auth', 'misc', 'routes', 'accounts', 'account']

describe('translations', () => {
  for (const language of ['ru', 'fr', 'ar']) {
    for (const namespace of SHELL_NAMESPACES) {
      it(`${language}/${namespace}.json exists`, () => expect(files[`./${language}/${namespace}.json`]).toBeDefined())
    }
    for (const [file, content] of Object.entries(files)) {
      if (!file.startsWith(`./${language}/`)) continue
      it(`${file} has exactly the English keys`, () => {
        const english = files[file.replace(`./${language}/`, './en/')]
        expect(english, `no English counterpart for ${file}`).toBeDefined()
        expect(base(keysOf(content))).toEqual(base(keysOf(english)))
        // Every counted string has each form the language needs (Russian: one, few, many, other; Arabic: six).
        const needed = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort()
        for (const stem of new Set(
          keysOf(english)
            .filter((k) => PLURAL.test(k))
            .map((k) => k.replace(PLURAL, '')),
        )) {
          expect(pluralForms(keysOf(content), stem), `${file}: ${stem}`).toEqual(expect.arrayContaining(needed))
        }
      })
    }
  }
})
