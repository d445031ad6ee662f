// A local ESLint rule: the web's code in layers, each importing only from those below it (as bulletproof-react's
// restricted paths). app/ (and main.tsx) is on top and composes the features' screens into routes and layouts;
// features/ build on the shared code; the shared code (lib/, components/, config/, theme/, locales/, types/, test/)
// imports neither features nor app. A feature that needs something from app/ (a route path, the route table, shared
// state) gets it from below: config/paths.ts, lib/routing, lib/settings, lib/session-atoms. Type-only and dynamic
// imports count too: they tie a lower layer to a higher one just the same.
import path from 'node:path'

const WEB_SRC = path.resolve('web/src')
const LAYERS = ['shared code', 'features', 'app']

function layerOf(absolute) {
  const relative = path.relative(WEB_SRC, absolute)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined
  const top = relative.split(path.sep)[0]
  if (top === 'app' || /^main\.tsx?$/.test(relative)) return 2
  if (top === 'features') return 1
  return 0
}

export const webLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'app/ on top, then features/, then the shared code; nothing imports a layer above it' },
    messages: { upward: '{{from}} may not import {{to}} (app/ composes features; features build on the shared code)' },
    schema: [],
  },
  create(context) {
    const own = layerOf(context.filename)
    if (own === undefined) return {}
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return
      const target = layerOf(path.resolve(path.dirname(context.filename), source.value))
      if (target === undefined || target <= own) return
      context.report({ node: source, messageId: 'upward', data: { from: LAYERS[own], to: LAYERS[target] } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    }
  },
}
