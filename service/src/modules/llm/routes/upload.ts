import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError } from '../../../lib/errors.js'
import { InputTooLargeError, UnsupportedTypeError } from '../llm-errors.js'
import { ACCEPTED_EXTENSIONS, ACCEPTED_TYPES_TEXT, fileSegments, UnsupportedSourceError } from '../source-text.js'
import { TranscriptParseError } from '../../meetings/index.js'
import { findRun } from '../llm-run-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { LlmRunSchema, UploadLlmRunBody } from '../schemas.js'
import { callerOrg, createRun, optionsFromField, withDefaults } from './create-run.js'
import { E413, E415, TAGS } from './runs.js'
import { toRun } from './to-run.js'
import { storedFileName } from '../../../lib/files/file-name.js'

/** File uploads: multipart is registered in this plugin only, so no other route accepts it by accident. */
const upload: FastifyPluginAsyncTypebox = async (app) => {
  const max = app.config.SUMMARY_MAX_INPUT_BYTES
  await app.register(multipart, { limits: { fileSize: max, files: 1, fields: 4, parts: 5 } })

  app.post(
    '/runs/upload',
    {
      config: { can: ['create', 'LlmRun'] },
      validatorCompiler: () => () => true, // the stream is checked below (type, size), not by ajv
      schema: {
        operationId: 'uploadLlmRun',
        tags: TAGS,
        summary: 'Summarize an uploaded file',
        description: `multipart/form-data: \`file\` (${ACCEPTED_EXTENSIONS.join(', ')}), then optional \`title\` and \`options\` (JSON) fields. At most SUMMARY_MAX_INPUT_BYTES.`,
        consumes: ['multipart/form-data'],
        body: UploadLlmRunBody,
        response: {
          201: LlmRunSchema,
          ...errorResponses(400, 402, 404),
          409: errorResponses(409)[409],
          413: E413,
          415: E415,
        },
      },
    },
    async (request, reply) => {
      const orgId = callerOrg(request)
      if (!request.isMultipart())
        throw new UnsupportedTypeError(`Send the file as multipart/form-data. Accepted: ${ACCEPTED_TYPES_TEXT}.`)
      let file: { name: string; bytes: Buffer } | null = null
      const fields: Record<string, string> = {}
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const ext = part.filename.toLowerCase().replace(/^.*(\.[^.]+)$/, '$1')
          if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(ext)) {
            part.file.resume()
            throw new UnsupportedTypeError(
              `Unsupported file type "${part.filename}". Accepted: ${ACCEPTED_TYPES_TEXT}.`,
            )
          }
          const bytes = await part.toBuffer().catch((err: { statusCode?: number }) => {
            if (err.statusCode === 413)
              throw new InputTooLargeError(`The file is larger than the ${max} bytes the summarizer accepts`)
            throw err
          })
          file = { name: storedFileName(part.filename, 'upload'), bytes }
        } else if (typeof part.value === 'string') fields[part.fieldname] = part.value
      }
      if (!file) throw new BadRequestError('No file in the upload')
      const options = optionsFromField(fields.options)
      const templateId = fields.templateId && /^[0-9a-f-]{36}$/i.test(fields.templateId) ? fields.templateId : undefined
      if (fields.templateId && !templateId) throw new BadRequestError('templateId must be a UUID')
      const title = fields.title?.slice(0, 200)
      let segments
      try {
        segments = await fileSegments(file.name, file.bytes)
      } catch (err) {
        if (err instanceof UnsupportedSourceError) throw new UnsupportedTypeError(err.message)
        if (err instanceof TranscriptParseError) throw new BadRequestError(`The file could not be read: ${err.message}`)
        throw new BadRequestError(`The file could not be read: ${err instanceof Error ? err.message : String(err)}`)
      }
      const id = await createRun(app, {
        orgId,
        createdBy: request.user.sub,
        title: title?.trim() || file.name,
        sourceKind: 'file',
        sourceName: file.name,
        meetingId: null,
        options: withDefaults(options),
        segments,
        inputBytes: file.bytes.length,
        templateId,
      })
      return reply.code(201).send(toRun((await findRun(app.db, id, null))!))
    },
  )
}

export default upload
