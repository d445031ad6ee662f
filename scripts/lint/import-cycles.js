// A local ESLint rule: no import cycles among our own files. A cycle makes the load order decide which module sees
// the other's exports as undefined, and it ties areas that should stand apart. Type-only imports (`import type`,
// `export type … from`) are erased by TypeScript, so they never form a runtime cycle and are not followed.
// A dynamic `import()` loads on first use, after every static import has settled, so it is not followed either.
// The graph is read once per lint run from the files' text (relative specifiers only), so the rule is cheap per file.
import fs from 'node:fs'
import path from 'node:path'

const SPECIFIER =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:(?:[\w$]+\s*,\s*)?\{[^{}]*\}|[\w$]+|\*(?:\s+as\s+[\w$]+)?)?\s*(?:from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g
const edges = new Map()

function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec)
  const stem = base.replace(/\.(js|mjs|jsx)$/, '')
  for (const candidate of [
    stem + '.ts',
    stem + '.tsx',
    base,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate
    } catch {
      // not this one
    }
  }
  return undefined
}

function importsOf(file) {
  let list = edges.get(file)
  if (list) return list
  list = []
  edges.set(file, list)
  let text
  try {
    text = fs.readFileSync(file, 'utf8')
  } catch {
    return list
  }
  for (const match of text.matchAll(SPECIFIER)) {
    if (match[2]) continue
    const target = resolve(file, match[3])
    if (target && /\.(ts|tsx)$/.test(target)) list.push({ spec: match[3], target })
  }
  return list
}

/** A path from `start` back to `start` through runtime imports, or undefined. Breadth-first: the shortest cycle. */
function cycleFrom(start) {
  const previous = new Map()
  const queue = importsOf(start).map((edge) => edge.target)
  for (const next of queue) if (!previous.has(next)) previous.set(next, start)
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]
    if (node === start) {
      const trail = [start]
      for (let at = previous.get(start); at !== start; at = previous.get(at)) trail.unshift(at)
      trail.unshift(start)
      return trail
    }
    for (const { target } of importsOf(node)) {
      if (previous.has(target)) continue
      previous.set(target, node)
      queue.push(target)
    }
  }
  return undefined
}

export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'no runtime import cycles' },
    messages: { cycle: 'import cycle: {{trail}}' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    return {
      'Program:exit'(program) {
        const trail = cycleFrom(file)
        if (!trail) return
        const next = trail[1]
        const node =
          program.body.find(
            (statement) =>
              statement.source &&
              statement.importKind !== 'type' &&
              statement.exportKind !== 'type' &&
              resolve(file, String(statement.source.value)) === next,
          ) ?? program
        const root = process.cwd()
        context.report({
          node,
          messageId: 'cycle',
          data: { trail: trail.map((f) => path.relative(root, f)).join(' → ') },
        })
      },
    }
  },
}
