// What other modules may use of search: everything else in this folder is its own.
export { SearchGroupSchema } from './app-bar-schemas.js'
