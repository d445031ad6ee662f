// What other modules may use of model-calls: everything else in this folder is its own.
export { newCallGroup, traceModelCall, type ModelCallTrace, type TracedAttempt } from './trace-model-call.js'
export { promptText } from './trace-text.js'
export { modelCallSchemas } from './schemas.js'
export { insertModelCall } from './model-call-repository.js'
export { traceText } from './trace-text.js'
