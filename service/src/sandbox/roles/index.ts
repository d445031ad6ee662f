// What other modules may use of roles: everything else in this folder is its own.
export { ROLE_MODULES } from './schemas.js'
