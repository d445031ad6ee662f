import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { run } from './lib/run.js'

/**
 * `npm run lint:openapi` (and the static stage of `npm test`): the emitted document against Redocly's recommended
 * rules (redocly.yaml, .redocly.lint-ignore.yaml) and Spectral's `spectral:oas` ruleset (.spectral.yaml). Passes only
 * with no error and no warning from either: Redocly fails on errors alone, so its warnings are counted here.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DOCUMENT = 'openapi/openapi.json'
const quiet = process.argv.includes('--quiet')
const env = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' }

const redocly = await run('npx', ['redocly', 'lint', DOCUMENT, '--format=summary'], { cwd: root, env, quiet })
const warnings = /You have (\d+) warnings?/.exec(redocly.output)
const redoclyOk = redocly.code === 0 && !warnings && /valid/.test(redocly.output)
const spectral = await run('npx', ['spectral', 'lint', DOCUMENT, '-r', '.spectral.yaml', '-F', 'hint'], {
  cwd: root,
  env,
  quiet,
})
const spectralOk = spectral.code === 0
console.log(
  `openapi lint: Redocly ${redoclyOk ? 'clean' : `failed${warnings ? ` (${warnings[1]} warnings)` : ''}`}, ` +
    `Spectral ${spectralOk ? 'clean' : 'failed'}`,
)
process.exit(redoclyOk && spectralOk ? 0 : 1)
