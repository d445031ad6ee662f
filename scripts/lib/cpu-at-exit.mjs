// Loaded with --import into each test process by run-test-files.ts: writes the process's CPU seconds (all threads)
// to DEBRIEF_CPU_REPORT when it exits, so the runner can say where the stage's CPU went.
import fs from 'node:fs'

const report = process.env.DEBRIEF_CPU_REPORT
if (report) {
  // Not inherited by the processes a test spawns (their CPU is theirs, not the file's).
  delete process.env.DEBRIEF_CPU_REPORT
  process.on('exit', () => {
    const { user, system } = process.cpuUsage()
    fs.writeFileSync(report, String((user + system) / 1e6))
  })
}
