// A local ESLint rule: a file under web/src/features/<a>/ may import another feature <b> only through
// web/src/features/<b>/index.ts. It resolves relative specifiers against the importing file, so
// `../b/x` from features/a/y.tsx and `../../features/b/x` from deeper files are both caught.
// (eslint-plugin-import-x did this before, but its native resolver ships per-platform packages that a
// registry mirror without them turns into an unsatisfiable lock file for `npm ci`.)
import path from 'node:path'

const featuresRoot = path.resolve('web/src/features')

function featureOf(absolute) {
  const relative = path.relative(featuresRoot, absolute)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined
  const [feature, ...rest] = relative.split(path.sep)
  return rest.length ? { feature, inner: rest.join('/') } : { feature, inner: '' }
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'features import each other only through index.ts' },
    messages: { through: 'import from features/{{feature}}/index.ts: what that feature exports on purpose' },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename)
    if (!own) return {}
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return
      const target = featureOf(path.resolve(path.dirname(context.filename), source.value))
      if (!target || target.feature === own.feature) return
      // `../b` and `../b/index` both land on the feature's index.
      if (target.inner === '' || /^index(\.tsx?)?$/.test(target.inner)) return
      context.report({ node: source, messageId: 'through', data: { feature: target.feature } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    }
  },
}

export default { rules: { 'feature-boundaries': featureBoundaries } }
