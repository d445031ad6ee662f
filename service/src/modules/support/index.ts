// What other modules may use of support: everything else in this folder is its own.
export { supportSchemas } from './schemas.js'
