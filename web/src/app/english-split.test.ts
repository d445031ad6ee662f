import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { englishFiles as rest } from '../locales/english-rest-bundle'
import { englishFiles as extra } from '../locales/english-extra-bundle'

/**
 * The English strings are two chunks (locales/english-rest-bundle.ts and english-extra-bundle.ts) and a screen marked
 * 'product' in app/screens.ts waits for the first only: nothing such a screen or the signed-in layout renders may use
 * a namespace of the second, or it would show its keys.
 */
const src = path.resolve(__dirname, '..')
const names = (files: Record<string, unknown>) => Object.keys(files).map((f) => path.basename(f, '.json'))
const extraNamespaces = names(extra)
// Where the extra namespaces belong: the sandbox's, the showcase's, the front pages' and the report guides' screens,
// and the data table only the sandbox's and showcase's screens use.
const EXTRA_PLACES = /^(features\/(sandbox[\w-]*|showcase|front-pages|report-guides)|components\/data-table)\//

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(src, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(rel)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : []
  })
}

/** The extra namespaces a file asks i18next for: useTranslation('ns' | ['ns', …]), { ns: 'ns' }, 'ns:key'. */
function extraNamespacesUsed(text: string): string[] {
  return extraNamespaces.filter((ns) =>
    new RegExp(`useTranslation\\(\\s*\\[?\\s*['"]${ns}['"]|\\bns:\\s*['"]${ns}['"]|['"\`]${ns}:[\\w.]`).test(text),
  )
}

describe('the English strings split in two chunks', () => {
  it('every namespace file is in exactly one of them', () => {
    const all = names(import.meta.glob('../locales/en/*.json'))
    expect([...names(rest), ...extraNamespaces].sort()).toEqual(all.sort())
    expect(extraNamespaces.length).toBeGreaterThan(10)
  })

  it('the extra namespaces are used only by the screens that wait for them', () => {
    const misplaced = ['app', 'components', 'features', 'lib', 'theme', 'config']
      .filter((dir) => fs.existsSync(path.join(src, dir)))
      .flatMap(sourceFiles)
      .filter((file) => !EXTRA_PLACES.test(file))
      .flatMap((file) =>
        extraNamespacesUsed(fs.readFileSync(path.join(src, file), 'utf8')).map((ns) => `${file} uses ${ns}`),
      )
    expect(misplaced).toEqual([])
  })

  it("a 'product' screen imports nothing from where the extra namespaces are used", () => {
    const screens = fs.readFileSync(path.join(src, 'app/screens.ts'), 'utf8')
    const product = [...screens.matchAll(/import\('\.\.\/features\/([\w-]+)\/[^']+'\)[^,]*,\s*'product'/g)].map(
      (m) => m[1],
    )
    expect(product).toContain('meetings')
    const offending = [...new Set(product)].flatMap((folder) =>
      sourceFiles(`features/${folder}`).filter((file) =>
        /from '(\.\.\/)+(features\/)?(sandbox[\w-]*|showcase|front-pages|report-guides)['/]|components\/data-table/.test(
          fs.readFileSync(path.join(src, file), 'utf8'),
        ),
      ),
    )
    expect(offending).toEqual([])
  })
})
