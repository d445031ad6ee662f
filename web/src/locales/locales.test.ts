import { describe, expect, it } from 'vitest'

// Every language file mirrors the English one key for key (English is the typing source and the fallback).
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' })

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, `${prefix}${key}.`))
    : [prefix.slice(0, -1)]

// Plural forms differ by language (Russian has few and many, Arabic zero, two, few and many; i18next picks by
// Intl.PluralRules), so a key's plural suffixes count as one key: `list_one` and `list_few` are both `list`.
const PLURAL = /_(zero|one|two|few|many|other)$/
const normalized = (keys: string[]) => [...new Set(keys.map((k) => k.replace(PLURAL, '')))].sort()

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
        expect(normalized(keysOf(content))).toEqual(normalized(keysOf(english)))
      })
    }
  }
})
