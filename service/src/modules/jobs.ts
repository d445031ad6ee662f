import type { JobModule } from '../plugins/jobs/job-module.js'
import { analysisJobs } from './analysis/jobs.js'
import { bbbJobs } from './bbb/jobs.js'
import { billingJobs } from './billing/jobs.js'
import { llmJobs } from './llm/jobs.js'
import { modelCallJobs } from './model-calls/jobs.js'
import { selfInterviewJobs } from './self-interviews/jobs.js'

/**
 * Every module's background jobs, in one list: the job registry (`plugins/jobs/job-registry.ts`) creates their
 * queues and schedules on one pg-boss instance and runs their handlers. A module declares its own in `jobs.ts`.
 * The analysis queue comes first: it adopts analyses recorded without a job before other modules' handlers run.
 */
export const jobModules: readonly JobModule[] = [
  analysisJobs,
  llmJobs,
  selfInterviewJobs,
  billingJobs,
  bbbJobs,
  modelCallJobs,
]
