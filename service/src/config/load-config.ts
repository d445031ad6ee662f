import os from 'node:os'
import path from 'node:path'
import { Value } from '@sinclair/typebox/value'
import { EnvSchema, type Env } from './env-schema.js'

export class ConfigError extends Error {}

export interface Config extends Omit<Env, 'DEMO_DATA' | 'DB_POOL_MAX'> {
  DATA_DIR: string
  DEMO_DATA: boolean
  DB_POOL_MAX: number
  embedded: boolean
  corsOrigins: string[]
}

const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  '1': true,
  yes: true,
  on: true,
  false: false,
  '0': false,
  no: false,
  off: false,
}
// Environment values are strings: which to read as numbers or booleans follows from the schema itself.
const keysOfType = (type: string) =>
  new Set(
    Object.entries(EnvSchema.properties)
      .filter(([, schema]) => (schema as { type?: string }).type === type)
      .map(([key]) => key),
  )
const INTEGER_KEYS = keysOfType('integer')
const BOOLEAN_KEYS = keysOfType('boolean')

/**
 * The pool's default size: twice the cores, at least 4. Our statements are short and use a core each
 * while they run (the embedded server shares this machine's cores), so connections beyond that only
 * queue inside PostgreSQL, where they also contend for the CPU; waiting in the pool's queue costs
 * nothing. On 2 cores, 4 connections instead of 20 raised the report list's throughput by a tenth
 * and cut its p99 at 100 connections from 143 to 86 ms (`npm run bench`).
 */
export const defaultPoolSize = (cores: number) => Math.max(4, 2 * cores)

/** Reads the variables we know from `source`, converts numbers and booleans strictly, and validates them all. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, unknown> = {}
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = source[key]
    if (value === undefined || value === '') continue
    if (INTEGER_KEYS.has(key)) raw[key] = /^-?\d+$/.test(value.trim()) ? Number(value) : value
    else if (BOOLEAN_KEYS.has(key)) raw[key] = BOOLEAN_WORDS[value.trim().toLowerCase()] ?? value
    else raw[key] = value
  }
  const withDefaults = Value.Default(EnvSchema, raw)
  const firstError = Value.Errors(EnvSchema, withDefaults).First()
  if (firstError) {
    const name = firstError.path.replace(/^\//, '') || 'environment'
    throw new ConfigError(
      `Invalid configuration: ${name} ${firstError.message.toLowerCase()} (got ${JSON.stringify(source[name] ?? '')})`,
    )
  }
  const env = withDefaults as Env
  const production = env.NODE_ENV === 'production'
  if (production && !env.JWT_SECRET)
    throw new ConfigError(
      'Invalid configuration: JWT_SECRET is required when NODE_ENV=production (at least 32 characters)',
    )
  const embedded = !env.DATABASE_URL
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    DEMO_DATA: env.DEMO_DATA ?? (embedded && !production),
    DB_POOL_MAX: env.DB_POOL_MAX ?? defaultPoolSize(os.availableParallelism()),
    embedded,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  }
}
