// `npm start`: build what is missing or stale (web app, service), then run the service in this process's place.
import { execSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname))
const newest = (dir) => {
  let latest = 0
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue
      const p = path.join(d, entry.name)
      if (entry.isDirectory()) walk(p)
      else latest = Math.max(latest, fs.statSync(p).mtimeMs)
    }
  }
  walk(dir)
  return latest
}
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' })

const sources = Math.max(newest(path.join(root, 'web/src')), newest(path.join(root, 'openapi')))
if (builtAt(path.join(root, 'web/dist/index.html')) < sources) run('npm run build -w web')
const serviceSources = Math.max(newest(path.join(root, 'service/src')), newest(path.join(root, 'service/migrations')))
if (builtAt(path.join(root, 'service/dist/src/server.js')) < serviceSources) run('npm run build -w service')

// Detached: a terminal's Ctrl-C reaches only this process, which forwards it once, so the service drains exactly once.
const child = spawn(process.execPath, [path.join(root, 'service/dist/src/server.js')], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
