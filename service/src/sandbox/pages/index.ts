// What other modules may use of pages: everything else in this folder is its own.
export { slugOf } from './help-center-index.js'
