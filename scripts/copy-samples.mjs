// Copies the bundled sample transcripts next to the compiled samples module (tsc does not copy data files).
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const from = join(root, 'service/src/modules/analysis/samples')
const to = join(root, 'service/dist/src/modules/analysis/samples')
mkdirSync(to, { recursive: true })
const files = readdirSync(from).filter((f) => /\.(vtt|srt|txt|json)$/.test(f))
for (const f of files) copyFileSync(join(from, f), join(to, f))
console.log(`copied ${files.length} sample transcript(s) to ${to}`)
