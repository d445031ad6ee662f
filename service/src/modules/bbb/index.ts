// What other modules may use of bbb: everything else in this folder is its own.
export { bbbRegistry } from './metrics.js'
