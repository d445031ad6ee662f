// What other modules may use of whats-new: everything else in this folder is its own.
export { whatsNewSchemas } from './schemas.js'
