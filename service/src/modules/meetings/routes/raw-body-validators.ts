import { AjvCompiler } from '@fastify/ajv-compiler'
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify'
import { AJV_OPTIONS } from '../../../lib/schemas/ajv-options.js'

/**
 * Validators for routes whose body is a raw file read into a Buffer (readUpload): the body schema (a string in
 * the OpenAPI document, which is what a file is on the wire) is checked as "bytes were received"; params and
 * query are validated by the same Ajv, with the same options and shared schemas, as the rest of the app.
 */
export function rawBodyValidators(app: FastifyInstance): FastifySchemaCompiler<unknown> {
  const compile = AjvCompiler()(app.getSchemas() as Parameters<ReturnType<typeof AjvCompiler>>[0], {
    customOptions: AJV_OPTIONS,
  })
  return (route) =>
    route.httpPart === 'body'
      ? (data: unknown) =>
          Buffer.isBuffer(data) ? { value: data } : { error: new Error('body must be the file itself') }
      : compile(route)
}
