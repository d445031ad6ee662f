import type { FastifyPluginAsync } from 'fastify'
import events from './events.js'
import prompts from './prompts.js'
import runs from './runs.js'
import settings from './settings.js'
import upload from './upload.js'

/** The LLM summarizer under /api/llm: runs (text, file or meeting), their live progress, and model settings. */
const llm: FastifyPluginAsync = async (app) => {
  await app.register(runs)
  await app.register(upload)
  await app.register(events)
  await app.register(settings)
  await app.register(prompts)
}

export default llm
