// What the rest of the app may use of the transcript search screen.
export { transcriptSearchHref } from './api'
