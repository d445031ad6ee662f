import type { FastifyPluginAsync } from 'fastify'
import account from './accounts/routes/account/index.js'
import accounts from './accounts/routes/accounts.js'
import auth from './accounts/routes/auth/index.js'
import files from './accounts/routes/avatar-download.js'
import passwordPolicy from './accounts/routes/auth/password-policy.js'
import appBar from './search/routes/app-bar.js'
import dataSearch from './search/routes/data-search.js'
import transcriptSearch from './search/routes/transcript-search.js'
import askMeetings from './search/routes/ask.js'
import auditEvents from './audit/routes.js'
import billing from './billing/routes/index.js'
import publicPlans from './billing/routes/public-plans.js'
import costs from './costs/routes/index.js'
import bbb from './bbb/routes/index.js'
import health from './health/routes.js'
import jobs from './analysis/routes/jobs.js'
import meetingAnalyses from './analysis/routes/meeting-analyses.js'
import meetingChapters from './analysis/routes/meeting-chapters.js'
import llm from './llm/routes/index.js'
import modelCalls from './model-calls/routes/index.js'
import meetings from './meetings/routes/index.js'
import transcriptPrivacy from './meetings/routes/transcript-privacy.js'
import { outbox } from './mail/index.js'
import profiles from './profiles/routes/index.js'
import publicRoutes from './reports/routes/public-report.js'
import reportExamples from './reports/routes/examples.js'
import reports from './reports/routes/reports.js'
import rbot from './rbot/routes/index.js'
import sandbox from '../sandbox/index.js'
import templates from './templates/routes/index.js'
import support from './support/routes/index.js'
import whatsNew from './whats-new/routes.js'
import access from './access/routes.js'
import selfInterviews from './self-interviews/routes/index.js'
import selfInterviewsPublic from './self-interviews/routes/public.js'
import reviewLinks from './self-interviews/routes/review-links.js'
import landing from './landing/routes.js'
import publicHelpCenter from '../sandbox/pages/routes/public-help-center.js'
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
  await app.register(meetingAnalyses, { prefix: '/meetings' })
  await app.register(meetingChapters, { prefix: '/meetings' })
  await app.register(jobs, { prefix: '/jobs' })
  await app.register(llm, { prefix: '/llm' })
  await app.register(modelCalls, { prefix: '/model-calls' })
  await app.register(reports, { prefix: '/reports' })
  await app.register(profiles, { prefix: '/profiles' })
  await app.register(transcriptPrivacy, { prefix: '/transcript-privacy' })
  await app.register(reportExamples, { prefix: '/report-examples' })
  await app.register(publicRoutes, { prefix: '/public' })
  await app.register(publicHelpCenter, { prefix: '/public/help-center' })
  await app.register(publicPlans, { prefix: '/public/plans' })
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
  await app.register(reviewLinks, { prefix: '/review-links' })
  await app.register(dataSearch, { prefix: '/search' })
  await app.register(transcriptSearch, { prefix: '/search' })
  await app.register(askMeetings, { prefix: '/search' })
  await app.register(landing, { prefix: '/landing' })
  await app.register(passwordPolicy, { prefix: '/auth/password-policy' })
  await app.register(sandbox)
}
