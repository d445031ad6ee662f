export { createLlmEngine, type LlmEngineOptions } from './llm-engine.js'
export { checkLlmBaseUrl, checkLlmBaseUrlResolved, isPrivateAddress } from './url-guard.js'
export { LlmEngineError, type LlmErrorCode } from './errors.js'
export { DATA_BEGIN, DATA_END, buildMessages } from './prompts.js'
