import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/**
 * `npm run lint`: the repository's own rules, on the files git knows.
 * - kebab-case file names (README/Dockerfile and config files excepted);
 * - no console output in the service except its process entries;
 * - no blanket type-error suppressions (ts-ignore).
 */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\n').filter(Boolean)
const problems: string[] = []
const KEBAB = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/
for (const file of files) {
  if (!/\.(ts|tsx|mjs|js)$/.test(file) || file.startsWith('openapi/')) continue
  const base = file.split('/').pop()!.replace(/\.(test|spec|d)\.(ts|tsx)$/, '').replace(/\.(ts|tsx|mjs|js)$/, '')
  if (!KEBAB.test(base) && !/\.config$/.test(base)) problems.push(`${file}: file names are kebab-case`)
  if (!fs.existsSync(file)) continue
  const text = fs.readFileSync(file, 'utf8')
  if (/@ts-(ignore)/.test(text) && !file.endsWith('lint.ts')) problems.push(`${file}: ts-ignore hides a type error; fix it or use @ts-expect-error with a reason`)
  if (file.startsWith('service/src/') && !/(server|migrate-cli)\.ts$/.test(file) && /\bconsole\.(log|error|warn)\(/.test(text)) problems.push(`${file}: use the Fastify logger, not console`)
}
for (const p of problems) console.error(p)
console.log(problems.length ? `lint: ${problems.length} problems` : `lint: ${files.length} files clean`)
process.exit(problems.length ? 1 : 0)
