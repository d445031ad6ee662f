import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { precompress } from './build/precompress'
import { signedInPreload } from './build/signed-in-preload'

const service = 'http://127.0.0.1:3000'

// Chunk groups. Rolldown's automatic splitter makes one chunk per set of screens sharing a module, which with two
// hundred lazy screens meant dozens of 1 KB chunks per page (/login 54, the meeting list 146): on a phone each file
// costs a round trip, six at a time over HTTP/1.1, and Lighthouse's simulated mobile network counted them as seconds.
// Libraries that change rarely get their own long-cached chunks; everything the entry loads (the app's start, the
// sign-in screen and the Fluent components it renders) is one chunk; the Fluent code that three or more screens
// share is one chunk (the sign-in page's language switch, menu and tooltip, its own, loaded once /login is idle),
// as are the shared icons. What a single screen or two use stays with them.
const fluent = /node_modules[\\/](@fluentui(?![\\/]react-icons)|@floating-ui|tabster|keyborg|@griffel)[\\/]/
const overlays =
  /node_modules[\\/](@fluentui[\\/]react-(menu|tooltip|portal|positioning|motion|motion-components-preview|context-selector|aria)|@floating-ui)[\\/]/
// Fluent components no signed-in start page (the meeting list, a report, the report list) renders first: forms' own
// inputs, tabs, tags, toasts and the like. In their own chunk, shared by the screens that use them, rather than in
// the one every signed-in page loads.
const fluentRare =
  /node_modules[\\/]@fluentui[\\/]react-(tabs|tags|spinbutton|radio|accordion|toast|toolbar|slider|rating|tree|swatch-picker|carousel|color-picker|infolabel|list|breadcrumb|teaching-popover|tag-picker|virtualizer|datepicker-compat|calendar-compat|timepicker-compat|persona|image|overflow)[\\/]/
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'state', test: /node_modules[\\/](jotai|wouter|regexparam|openapi-fetch|@casl)[\\/]/ },
  { name: 'app', tags: ['$initial' as const] },
  { name: 'fluent-overlays', test: overlays, minShareCount: 3 },
  // First, so the modules it needs that are in rarer packages (a table's selection radio) come with it.
  { name: 'fluent', test: (id: string) => fluent.test(id) && !fluentRare.test(id), minShareCount: 3 },
  { name: 'fluent-rare', test: fluentRare, minShareCount: 3 },
  { name: 'icons', test: /node_modules[\\/]@fluentui[\\/]react-icons[\\/]/, minShareCount: 3 },
  // The app's own small shared modules (a hook, a page header, a table's pagination) were a 1-2 KB chunk each: the
  // meeting list loaded 25 of them. Those under 4 KB that three screens share are one chunk (about 12 KB); the
  // charts stay out, as they would pull recharts in, and so does the data table, which only the sandbox's screens use
  // (6 % of the chunk's code ran on the meeting list).
  {
    name: 'shared',
    test: /[\\/]src[\\/](components[\\/](?!charts|data-table)|lib[\\/])/,
    minShareCount: 3,
    maxModuleSize: 4000,
  },
]

/** Unit test files that mock modules (vi.mock): each runs in a module graph of its own. */
const OWN_MODULES = ['src/app/lazy-screen.test.tsx']

export default defineConfig({
  plugins: [react(), signedInPreload(), precompress()],
  build: {
    // WEB_OUT_DIR: a second build beside the default one (parallel work on one checkout).
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    // The chunk graph, read by scripts/bench/bundle-size.ts to weigh what a screen loads.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: {
    proxy: { '/api': service, '/docs': service },
  },
  test: {
    // Most unit tests are plain functions: building a jsdom window for each of 85 files took 4 minutes of a 4-minute
    // run. The few that need a DOM (sanitizers, storage) say so in their first line: `// @vitest-environment jsdom`.
    environment: 'node',
    // Each file in a fresh module graph (vitest's default) made every worker transform and import the same modules
    // again for each of 88 files: 62 CPU-s a run, 8 of them running tests. Files that leave no state behind share
    // their worker's modules (16 CPU-s); a file that mocks a module (vi.mock) keeps a graph of its own, as the mock
    // would otherwise reach the files after it.
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: OWN_MODULES, isolate: false },
      },
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES } },
    ],
  },
})
