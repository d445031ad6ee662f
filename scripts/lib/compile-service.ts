import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'

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
    return { root, service: path.join(root, 'service'), dispose }
  } catch (error) {
    dispose()
    throw error
  }
}
