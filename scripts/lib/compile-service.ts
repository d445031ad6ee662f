import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'

/** The trees compiled into the mirror; everything else the tests read is linked. */
const COMPILED = ['service/src', 'service/test', 'service/migrations', 'scripts']

export interface CompiledMirror {
  /** The mirror's root: the repository's layout, TypeScript compiled to JavaScript beside linked data files. */
  root: string
  /** The mirror's service folder: run test files from here. */
  service: string
  dispose(): void
}

const SKIP = new Set(['node_modules', 'dist', '.tap', 'coverage'])

function filesUnder(dir: string, into: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) filesUnder(file, into)
    } else into.push(file)
  }
  return into
}

const link = (target: string, at: string) => {
  fs.mkdirSync(path.dirname(at), { recursive: true })
  fs.symlinkSync(target, at)
}

/**
 * Compiles the service (src, test, migrations) and the scripts once with esbuild into a mirror of the repository in
 * a temp folder, so `npm test` runs every test file as plain JavaScript. Through a loader (tsx), each of 120-odd test
 * processes resolved and transpiled the same ~700 files again: about 40 % of a process's CPU. Each `.js` keeps its
 * source map (failures point at the `.ts` lines), data files are linked where the code looks for them, and so are
 * the folders beside (node_modules, web, openapi), so paths built from `import.meta.url` resolve as in the sources.
 * Type errors are not this step's business: the static stage runs tsc.
 */
export async function compileService(repo: string): Promise<CompiledMirror> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-compiled-'))
  const dispose = () => fs.rmSync(root, { recursive: true, force: true })
  try {
    const files = COMPILED.flatMap((tree) => filesUnder(path.join(repo, tree)))
    const sources = new Set(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')))
    await build({
      entryPoints: [...sources],
      outdir: root,
      outbase: repo,
      bundle: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: 'inline',
      logLevel: 'error',
    })
    for (const file of files) if (!sources.has(file)) link(file, path.join(root, path.relative(repo, file)))
    // Beside the compiled trees: the repository's other entries, and the service folder's (package.json says
    // "type": "module" for the compiled files; node_modules resolves packages).
    for (const dir of ['.', 'service']) {
      for (const entry of fs.readdirSync(path.join(repo, dir))) {
        const rel = path.join(dir, entry)
        if (entry === '.git' || COMPILED.some((tree) => tree === rel || tree.startsWith(`${rel}/`))) continue
        link(path.join(repo, rel), path.join(root, rel))
      }
    }
    if (process.env.TEST_BUNDLE !== '0') await bundleTestFiles(repo, root, [...sources])
    return { root, service: path.join(root, 'service'), dispose }
  } catch (error) {
    dispose()
    throw error
  }
}

/** Packages left to Node: the test runner, and native code. */
const ALWAYS_EXTERNAL = ['tap', '@tapjs/*', '@node-rs/*', 'pg-native', '*.node']
/** What in a package's code finds files beside it: such a package stays in node_modules, where its paths hold. */
const FINDS_ITS_FILES = /\b__dirname\b|\b__filename\b|require\.resolve\b|import\.meta\b|\.node['"]/

const packageOf = (file: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1]

/**
 * Replaces each test file in the mirror by a bundle of it with what it imports (the service's modules and the
 * packages), in shared chunks: a test process then loads a few large files instead of ~1,500 modules (~860 of the
 * service, ~650 CommonJS files of packages), whose resolving and loading one by one was most of a process's start
 * (2.1 CPU-s before the first test, 0.85 bundled; 174 processes a run). `import.meta.url` in the service's own
 * files is replaced by the URL of that file's compiled copy in the mirror, so paths built from it (data files,
 * worker scripts, the server a test starts) still resolve; a package that finds files beside its own code
 * (`__dirname`, `require.resolve`, `import.meta`, a native addon) is left in node_modules. Everything a test starts
 * in another process or thread (the service, workers, fixtures) runs from the unbundled mirror.
 */
async function bundleTestFiles(repo: string, root: string, sources: string[]) {
  const entryPoints = sources.filter((f) => f.startsWith(path.join(repo, 'service/test/')) && f.endsWith('.test.ts'))
  const ownMeta: Plugin = {
    name: 'own-import-meta',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined
        const compiled = path.join(root, path.relative(repo, args.path)).replace(/\.ts$/, '.js')
        const url = pathToFileURL(compiled).href
        const contents = fs
          .readFileSync(args.path, 'utf8')
          .replaceAll('import.meta.url', JSON.stringify(url))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(compiled)))
          .replaceAll('import.meta.filename', JSON.stringify(compiled))
        return { contents, loader: 'ts', resolveDir: path.dirname(args.path) }
      })
    },
  }
  const options = {
    entryPoints,
    outdir: root,
    outbase: repo,
    bundle: true,
    splitting: true,
    format: 'esm' as const,
    platform: 'node' as const,
    target: 'node20',
    chunkNames: 'service/test-chunks/[name]-[hash]',
    // CommonJS packages inside an ES module bundle call `require` for Node's built-ins.
    banner: {
      js: "import { createRequire as __debriefRequire } from 'node:module'; const require = __debriefRequire(import.meta.url);",
    },
    plugins: [ownMeta],
    logLevel: 'error' as const,
  }
  // A first pass lists the packages' files; those that find files beside their code stay external in the second.
  const probe = await build({ ...options, external: ALWAYS_EXTERNAL, write: false, metafile: true })
  const external = new Set(ALWAYS_EXTERNAL)
  // Packages the service loads only when needed (`await import('pdfkit')`) stay so: bundled, they would load with
  // every test, and their CommonJS default export differs from Node's.
  for (const file of sources)
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/\bimport\(\s*['"]([^'".][^'"]*)['"]\s*\)/g)) {
      const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]
      if (!name.startsWith('node:')) external.add(name)
    }
  for (const input of Object.keys(probe.metafile.inputs)) {
    const name = packageOf(input)
    if (!name || external.has(name)) continue
    const file = path.resolve(repo, input)
    if (fs.existsSync(file) && FINDS_ITS_FILES.test(fs.readFileSync(file, 'utf8'))) external.add(name)
  }
  if (process.env.TEST_BUNDLE_DEBUG) console.log([...external].join(' '))
  for (const entry of entryPoints) fs.rmSync(path.join(root, path.relative(repo, entry)).replace(/\.ts$/, '.js'))
  await build({ ...options, external: [...external], sourcemap: 'inline', sourcesContent: false })
}
