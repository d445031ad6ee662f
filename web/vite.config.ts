import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { precompress } from './build/precompress'

const service = 'http://127.0.0.1:3000'

// Vendor groups: libraries that change rarely get their own long-cached chunks. Fluent UI is left to the
// automatic splitter so /login pulls only the Fluent components it renders, not the table and dialog code.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'state', test: /node_modules[\\/](jotai|wouter|regexparam|openapi-fetch|@casl)[\\/]/ },
]

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    // WEB_OUT_DIR: a second build beside the default one (parallel work on one checkout).
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    // The chunk graph, read by scripts/bench/bundle-size.ts to weigh what a screen loads.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
  server: {
    proxy: { '/api': service, '/docs': service },
  },
  test: {
    // Most unit tests are plain functions: building a jsdom window for each of 85 files took 4 minutes of a 4-minute
    // run. The few that need a DOM (sanitizers, storage) say so in their first line: `// @vitest-environment jsdom`.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
