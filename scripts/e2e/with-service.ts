import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runE2e } from './run-e2e.js'

/**
 * `npm run e2e:local -w web`: starts the service (embedded PostgreSQL, demo data) on a throwaway data directory,
 * runs the e2e specs against it and stops it. Build the web first (`npm run build -w web`): the service registers
 * the built files when it starts. E2E_SERVICE_ROOT runs another checkout's service against this web build;
 * WEB_DIST serves another build (`WEB_OUT_DIR=/tmp/x npm run build -w web`).
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const serviceRoot = process.env.E2E_SERVICE_ROOT ?? repo
const port = Number(process.env.E2E_PORT ?? 3100)
const baseUrl = `http://127.0.0.1:${port}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'debrief-e2e-'))

const service = spawn(process.execPath, ['--import', 'tsx', 'service/src/server.ts'], {
  cwd: serviceRoot,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    WEB_DIST: process.env.WEB_DIST ?? path.join(repo, 'web/dist'),
    LOG_LEVEL: 'warn',
    BBB_ALLOW_PRIVATE: process.env.BBB_ALLOW_PRIVATE ?? 'true',
    BBB_POLL_SECONDS: process.env.BBB_POLL_SECONDS ?? '2',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

// A first start migrates and seeds a fresh cluster; on a busy CI machine that can take minutes, so the wait is
// generous (E2E_HEALTH_SECONDS) and only bounds a service that never comes up.
const healthSeconds = Number(process.env.E2E_HEALTH_SECONDS ?? 300)

async function waitForHealth(deadline = Date.now() + healthSeconds * 1000): Promise<void> {
  while (Date.now() < deadline) {
    if (service.exitCode !== null) throw new Error(`the service exited with ${service.exitCode}`)
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the service did not become healthy within ${healthSeconds} s`)
}

// SIGTERM lets the service drain and stop its embedded PostgreSQL.
const stop = () =>
  new Promise<void>((resolve) => {
    if (service.exitCode !== null) return resolve()
    service.once('exit', () => resolve())
    service.kill('SIGTERM')
  })

let failed = 1
try {
  await waitForHealth()
  ;({ failed } = await runE2e(baseUrl))
} catch (error) {
  console.error(error)
} finally {
  await stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
