import { makeStyles } from '@fluentui/react-components'

/**
 * Fluent's text components rendered `as` headings and paragraphs keep the browser's margins; the help and checkout
 * pages space their content with gaps instead, so the margins are reset under this root.
 */
export const useFrontText = makeStyles({
  root: {
    '& h1': { margin: 0 },
    '& h2': { margin: 0 },
    '& h3': { margin: 0 },
    '& p': { margin: 0 },
    '& dl': { margin: 0 },
  },
})
