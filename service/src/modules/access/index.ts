// What other modules may use of access: everything else in this folder is its own.
export { accessSchemas } from './schemas.js'
