import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(__dirname, '..')

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return tsxFiles(full)
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [full] : []
  })
}

// axe's `aria-progressbar-name`: every progress bar is named, or hidden when a visible timer or figure beside it says
// the same, or inside a <Field> whose label it takes. A bar that shows only while something loads is seen by a scan only on a slow machine, so this reads the
// source rather than waiting for the scan to catch one.
describe('progress bars', () => {
  it('each <ProgressBar> has an aria-label or is aria-hidden', () => {
    const unnamed: string[] = []
    for (const file of tsxFiles(SRC)) {
      const text = fs.readFileSync(file, 'utf8')
      for (const m of text.matchAll(/<ProgressBar\b([^>]|=>)*?\/>/gs)) {
        const before = text.slice(0, m.index)
        // A bar inside a Fluent <Field> takes the field's label.
        const inField = (before.match(/<Field\b/g) ?? []).length > (before.match(/<\/Field>/g) ?? []).length
        if (!inField && !/aria-label=|aria-labelledby=|aria-hidden/.test(m[0]))
          unnamed.push(`${path.relative(SRC, file)}:${text.slice(0, m.index).split('\n').length}`)
      }
    }
    expect(unnamed).toEqual([])
  })
})
