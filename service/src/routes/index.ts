import type { FastifyPluginAsync } from 'fastify'
import account from './account/index.js'
import accounts from './accounts/index.js'
import appBar from './app-bar/index.js'
import auditEvents from './audit-events/index.js'
import auth from './auth/index.js'
import billing from './billing/index.js'
import costs from './costs/index.js'
import bbb from './bbb/index.js'
import files from './files/index.js'
import health from './health/index.js'
import jobs from './jobs/index.js'
import llm from './llm/index.js'
import meetings from './meetings/index.js'
import outbox from './outbox/index.js'
import profiles from './profiles/index.js'
import publicRoutes from './public/index.js'
import rbot from './rbot/index.js'
import reportExamples from './report-examples/index.js'
import reports from './reports/index.js'
import sandbox from './sandbox.js'
import transcriptPrivacy from './transcript-privacy/index.js'
import templates from './templates/index.js'
import support from './support/index.js'
import whatsNew from './whats-new/index.js'
import access from './access/index.js'
import selfInterviews from './self-interviews/index.js'
import selfInterviewsPublic from './self-interviews/public.js'
import dataSearch from './search/index.js'
import landing from './landing/index.js'
import passwordPolicy from './password-policy/index.js'

/** Every resource under /api, one folder each. */
export const registerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(health, { prefix: '/health' })
  await app.register(auth, { prefix: '/auth' })
  await app.register(accounts, { prefix: '/accounts' })
  await app.register(auditEvents, { prefix: '/audit-events' })
  await app.register(account, { prefix: '/account' })
  await app.register(appBar, { prefix: '/app-bar' })
  await app.register(files, { prefix: '/files' })
  await app.register(outbox, { prefix: '/outbox' })
  await app.register(meetings, { prefix: '/meetings' })
  await app.register(jobs, { prefix: '/jobs' })
  await app.register(llm, { prefix: '/llm' })
  await app.register(reports, { prefix: '/reports' })
  await app.register(profiles, { prefix: '/profiles' })
  await app.register(transcriptPrivacy, { prefix: '/transcript-privacy' })
  await app.register(reportExamples, { prefix: '/report-examples' })
  await app.register(publicRoutes, { prefix: '/public' })
  await app.register(costs, { prefix: '/costs' })
  await app.register(billing, { prefix: '/billing' })
  await app.register(bbb, { prefix: '/bbb' })
  await app.register(rbot, { prefix: '/rbot' })
  await app.register(templates, { prefix: '/templates' })
  await app.register(support, { prefix: '/support-requests' })
  await app.register(whatsNew, { prefix: '/whats-new' })
  await app.register(access, { prefix: '/access' })
  await app.register(selfInterviews, { prefix: '/self-interviews' })
  await app.register(selfInterviewsPublic, { prefix: '/public/self-interviews' })
  await app.register(dataSearch, { prefix: '/search' })
  await app.register(landing, { prefix: '/landing' })
  await app.register(passwordPolicy, { prefix: '/auth/password-policy' })
  await app.register(sandbox)
}
