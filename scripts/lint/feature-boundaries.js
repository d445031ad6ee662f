// A local ESLint rule: a file under one of the unit roots (web/src/features, service/src/modules, service/src/sandbox)
// may import another unit <b> of any root only through <root>/<b>/index.ts. It resolves relative specifiers against
// the importing file, so `../b/x` from features/a/y.tsx and `../../features/b/x` from deeper files are both caught.
// Folders named in `open` (the sandbox's shared helpers and seed data) are plain folders, not units. Code outside every
// unit (the service's app.ts and plugins; the web's app/, lib/, main.tsx) reaches a unit through its index.ts too,
// except the web's lazily loaded screens (see below).
// (eslint-plugin-import-x did this before, but its native resolver ships per-platform packages that a
// registry mirror without them turns into an unsatisfiable lock file for `npm ci`.)
import path from 'node:path'
import { noImportCycles } from './import-cycles.js'
import { webLayers } from './web-layers.js'

const ROOTS = ['web/src/features', 'service/src/modules', 'service/src/sandbox'].map((root) => path.resolve(root))
const OPEN = new Set(['shared', 'seed'])
const SERVICE_SRC = path.resolve('service/src') + path.sep
const WEB_SRC = path.resolve('web/src') + path.sep
const WEB_APP = path.resolve('web/src/app') + path.sep

function featureOf(absolute) {
  for (const root of ROOTS) {
    const relative = path.relative(root, absolute)
    if (relative.startsWith('..') || path.isAbsolute(relative)) continue
    const [feature, ...rest] = relative.split(path.sep)
    // A file right under the root (the route registry, the sandbox plugin) belongs to no unit.
    if (!rest.length || OPEN.has(feature)) return undefined
    return { feature: path.join(path.relative(process.cwd(), root), feature), inner: rest.join('/') }
  }
  return undefined
}

const isRegistry = (file) => ROOTS.some((root) => path.dirname(file) === root)

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'features and modules import each other only through index.ts' },
    messages: { through: 'import from {{feature}}/index.ts: what that unit exports on purpose' },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename)
    // Code outside every unit (the service's app.ts, plugins and seeder; the web's app/ and lib/) reaches units
    // through their index too.
    const outside = context.filename.startsWith(SERVICE_SRC) || context.filename.startsWith(WEB_SRC)
    if (!own && !outside) return {}
    const check = (node, source, dynamic = false) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return
      const target = featureOf(path.resolve(path.dirname(context.filename), source.value))
      if (!target || target.feature === own?.feature) return
      // The registries (a file right under a root: modules/index.ts mounts each unit's routes plugin, modules/jobs.ts
      // collects each unit's jobs.ts) are the one thing a unit's index does not export, so importing the index does
      // not load every unit's routes and jobs.
      if (!own && isRegistry(context.filename) && /^(routes|jobs)(\/|\.|$)/.test(target.inner)) return
      // The web's screen registry (app/) loads each screen lazily, straight from its file: through the index, every
      // screen of a feature would share one chunk.
      if (dynamic && context.filename.startsWith(WEB_APP)) return
      // `../b` and `../b/index` both land on the feature's index.
      if (target.inner === '' || /^index(\.(tsx?|jsx?))?$/.test(target.inner)) return
      context.report({ node: source, messageId: 'through', data: { feature: target.feature } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source, true),
    }
  },
}

export default {
  rules: { 'feature-boundaries': featureBoundaries, 'no-import-cycles': noImportCycles, layers: webLayers },
}
