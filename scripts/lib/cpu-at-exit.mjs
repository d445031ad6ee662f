// Loaded with --import into each test process by run-test-files.ts: writes the process's CPU seconds (all threads,
// and on Linux the processes it started and waited for: a service started as a subprocess, tsc, pdftotext) to
// DEBRIEF_CPU_REPORT when it exits, so the runner can say where the stage's CPU went.
import fs from 'node:fs'
import { procCpuSeconds } from './proc-cpu.mjs'

const report = process.env.DEBRIEF_CPU_REPORT
if (report) {
  // Not inherited by the processes a test spawns (their CPU is counted here once they have ended).
  delete process.env.DEBRIEF_CPU_REPORT
  process.on('exit', () => {
    const own = procCpuSeconds('self')
    const { user, system } = process.cpuUsage()
    const self = own ? own.self : (user + system) / 1e6
    fs.writeFileSync(report, JSON.stringify({ self, children: own?.children ?? 0 }))
  })
}
