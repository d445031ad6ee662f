import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startService } from '../lib/service-process.js'
import { healthProblem, queueClaimer, specFiles } from './groups.js'
import { runE2e } from './run-e2e.js'

/**
 * `npm run e2e:local -w web`: starts the service (embedded PostgreSQL, demo data) on a throwaway data directory,
 * runs the e2e specs against it and stops it. Build the web first (`npm run build -w web`): the service registers
 * the built files when it starts. E2E_PORT picks the port (a free one otherwise); E2E_SERVICE_ROOT runs another
 * checkout's service against this web build; WEB_DIST serves another build (`WEB_OUT_DIR=/tmp/x npm run build -w web`).
 * `npm test` runs one of these per group, each given every file longest first (E2E_FILES) and one shared queue
 * (E2E_QUEUE_DIR) to claim them from, and reads each group’s seconds per file from E2E_SECONDS_FILE.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// A first start migrates and seeds a fresh cluster; on a busy machine that can take minutes, so the wait is
// generous (E2E_HEALTH_SECONDS) and only bounds a service that never comes up.
const startSeconds = Number(process.env.E2E_HEALTH_SECONDS ?? 300)

const files = specFiles()
let failed = 1
try {
  const service = await startService(
    {
      PORT: process.env.E2E_PORT ?? '0',
      WEB_DIST: process.env.WEB_DIST ?? path.join(repo, 'web/dist'),
      LOGIN_LIMIT_PER_ADDRESS: process.env.LOGIN_LIMIT_PER_ADDRESS ?? '1000',
      LOGIN_LIMIT_PER_ACCOUNT: process.env.LOGIN_LIMIT_PER_ACCOUNT ?? '1000',
      BBB_ALLOW_PRIVATE: process.env.BBB_ALLOW_PRIVATE ?? 'true',
      BBB_POLL_SECONDS: process.env.BBB_POLL_SECONDS ?? '2',
      // The ask spec connects a chat-completions double on a loopback port as the organization's model.
      LLM_ALLOW_PRIVATE: process.env.LLM_ALLOW_PRIVATE ?? 'true',
    },
    { checkout: process.env.E2E_SERVICE_ROOT, startSeconds },
  )
  try {
    const queue = process.env.E2E_QUEUE_DIR
    const result = await runE2e(service.url, {
      files,
      claim: queue ? queueClaimer(queue) : undefined,
      // The service's own end first (its exit code or signal), then whether it still answers; either way with
      // its last log lines, so a stopped group says why instead of failing every later spec.
      async serviceProblem() {
        const ended = service.ended()
        const problem = ended ? `the service exited (${ended})` : await healthProblem(service.url)
        return problem && `${problem}; its last log lines:\n${service.tail(40)}`
      },
    })
    failed = result.failed
    if (process.env.E2E_SECONDS_FILE) fs.writeFileSync(process.env.E2E_SECONDS_FILE, JSON.stringify(result.seconds))
  } finally {
    await service.stop()
  }
} catch (error) {
  console.error(error)
}
process.exit(failed ? 1 : 0)
