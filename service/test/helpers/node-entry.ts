import fs from 'node:fs'

/**
 * Node's arguments to run a TypeScript entry (the service, a test fixture) in a child process: the source through
 * tsx when it is there, else the compiled `.js` beside it (`npm test` runs the tests from a compiled mirror of the
 * repository, scripts/lib/compile-service.ts, where the `.ts` files are not).
 */
export function nodeEntry(tsFile: string): string[] {
  if (fs.existsSync(tsFile)) return ['--import', 'tsx', tsFile]
  return [tsFile.replace(/\.ts$/, '.js')]
}
