import createError from '@fastify/error'

export const InputTooLargeError = createError('DEBRIEF_INPUT_TOO_LARGE', '%s', 413)
export const UnsupportedTypeError = createError('DEBRIEF_UNSUPPORTED_MEDIA_TYPE', '%s', 415)
export const ModelNotConfiguredError = createError('DEBRIEF_MODEL_NOT_CONFIGURED', '%s', 409)
