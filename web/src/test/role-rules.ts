import type { AppRule } from '../lib/ability'

/**
 * The rules the service sends per role (a copy of service/src/permissions/rules.ts for tests: the web never
 * imports service code). Keep in step when the service's rules change.
 */
const ORG = 'org-1'
const ORG_SUBJECTS = ['Meeting', 'SelfInterview', 'Analysis', 'Report', 'DigitalProfile', 'Template', 'File', 'Cost', 'Billing', 'BbbServer', 'LlmRun']

export const roleRules: Record<'superadmin' | 'admin' | 'client' | 'demo' | 'omc', AppRule[]> = {
  superadmin: [{ action: 'manage', subject: 'all' }],
  admin: [
    { action: 'manage', subject: ORG_SUBJECTS, conditions: { orgId: ORG } },
    { action: 'manage', subject: 'Account', conditions: { orgId: ORG, role: { $in: ['admin', 'client'] } } },
    { action: 'read', subject: 'Organization', conditions: { id: ORG } },
    { action: 'read', subject: 'ReportExample' },
    { action: 'manage', subject: ['Page', 'Demo'] },
  ],
  client: [
    { action: ['create', 'read', 'update', 'delete'], subject: ['Meeting', 'SelfInterview'], conditions: { orgId: ORG } },
    { action: ['read'], subject: ['Report', 'DigitalProfile', 'Template', 'Billing', 'BbbServer'], conditions: { orgId: ORG } },
    { action: 'create', subject: 'Analysis', conditions: { orgId: ORG } },
    { action: 'read', subject: 'Analysis', conditions: { orgId: ORG } },
    { action: 'read', subject: 'Organization', conditions: { id: ORG } },
    { action: 'read', subject: 'ReportExample' },
    { action: 'manage', subject: 'Page' },
    { action: ['read', 'view'], subject: ['Demo', 'AclDemo'] },
  ],
  demo: [
    { action: ['read', 'view'], subject: 'Demo' },
    { action: 'read', subject: 'ReportExample' },
  ],
  omc: [
    { action: 'read', subject: ['Cost', 'Billing', 'Organization'] },
    { action: 'manage', subject: 'Page' },
  ],
}

export const ROLE_ORG = ORG
