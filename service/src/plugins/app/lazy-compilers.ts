import { createRequire } from 'node:module'
import type { FastifyServerOptions } from 'fastify'
import { withWireSchemas } from './wire-schemas.js'
import { BODY_AJV_OPTIONS } from '../../lib/schemas/ajv-options.js'

/**
 * Fastify compiles every route's validators (Ajv) and response serializers (fast-json-stringify) when the app
 * starts: about 1,400 serializers, 5-6 CPU-seconds, whether or not a route is ever called. These factories wrap
 * Fastify's own compilers so each schema is compiled on its route's first use instead, with the same options and
 * shared schemas. A process that answers a few routes (a test, a short-lived instance) skips the rest, and start-up
 * takes seconds less. `test/contract/compile-all.test.ts` compiles every one, so a broken schema still fails a test.
 */
const require = createRequire(import.meta.url)
const ValidatorSelector = require('@fastify/ajv-compiler') as () => Builder
const SerializerSelector = require('@fastify/fast-json-stringify-compiler') as () => Builder

type Compiled = ((data: unknown) => unknown) & { errors?: unknown }
type Compiler = (route: { httpPart?: string }) => Compiled
type Builder = (externalSchemas: unknown, options: unknown) => Compiler

/** Compile eagerly where a caller asks (the compile-all test); lazily everywhere else. */
let eager = false
export const compileEagerly = (value: boolean) => {
  eager = value
}

function lazyBuilder(real: Builder): Builder {
  return (externalSchemas, options) => {
    // Fastify asks for a compiler for every route of a context that added schemas, and the real builder keys its
    // pool by the JSON of every shared schema: deferred too, it costs nothing for the routes never called.
    let compiler: Compiler | undefined
    const compilerOf = () => (compiler ??= real(externalSchemas, options))
    return (route) => {
      if (eager) return compilerOf()(route)
      let compiled: Compiled | undefined
      const call = ((data: unknown) => (compiled ??= compilerOf()(route))(data)) as Compiled
      // Fastify reads a failed validation's messages from the function's `errors` property (Ajv's convention).
      Object.defineProperty(call, 'errors', { get: () => compiled?.errors })
      return call
    }
  }
}

/**
 * Fastify's Ajv, built twice: with coercion for the parts of a request that are text on the wire (query string,
 * path parameters, headers), and without it for bodies (`ajv-options.ts`).
 */
function perPartValidator(real: Builder): Builder {
  return (externalSchemas, options) => {
    const customOptions = (options as { customOptions?: object }).customOptions ?? {}
    const forParts = real(externalSchemas, options)
    const forBody = real(externalSchemas, {
      ...(options as object),
      customOptions: { ...customOptions, ...BODY_AJV_OPTIONS },
    })
    return (route) => (route.httpPart === 'body' ? forBody(route) : forParts(route))
  }
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>

/** `wire`: answers written with another schema than the one documented, by `$id` (./wire-schemas.ts). */
export const lazyCompilersFactory = (wire: Record<string, unknown> = {}): CompilersFactory => ({
  buildValidator: lazyBuilder(perPartValidator(ValidatorSelector())) as unknown as CompilersFactory['buildValidator'],
  buildSerializer: lazyBuilder(
    withWireSchemas(SerializerSelector(), wire),
  ) as unknown as CompilersFactory['buildSerializer'],
})
