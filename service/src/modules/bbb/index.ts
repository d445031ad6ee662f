// What other modules may use of bbb: everything else in this folder is its own.
export { bbbRegistry, registerBbbGauges } from './metrics.js'
