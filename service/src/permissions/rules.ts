import type { RawRuleOf, MongoAbility } from '@casl/ability'
import type { Role } from '../db/schema.js'
import { ORG_SUBJECTS, type Action, type SubjectName } from './subjects.js'

export type AppAbility = MongoAbility<[Action, SubjectName | Record<string, unknown>]>
export type Rule = RawRuleOf<AppAbility>

export interface RuleSubject {
  id: string
  role: Role
  orgId: string | null
}

const superadmin = (): Rule[] => [{ action: 'manage', subject: 'all' }]

/**
 * Support requests: an organization's members open, read and reply to (update) its requests; a person without
 * an organization only their own. Assigning and answering as support is `manage`, the superadmin's.
 */
const supportRequester = (conditions: Record<string, string>): Rule[] => [
  { action: ['create', 'read', 'update'], subject: 'SupportRequest', conditions },
]

function admin(orgId: string): Rule[] {
  return [
    { action: 'manage', subject: ORG_SUBJECTS, conditions: { orgId } },
    // An admin manages its organization's accounts, and may hand out only organization roles.
    { action: 'manage', subject: 'Account', conditions: { orgId, role: { $in: ['admin', 'client'] } } },
    { action: 'read', subject: 'Organization', conditions: { id: orgId } },
    { action: 'read', subject: 'ReportExample' },
    { action: 'manage', subject: ['Page', 'Demo'] },
    // Resetting the organization's own sandbox copy to the seed (issue #17).
    { action: 'update', subject: 'SandboxCopy' },
    // Own password, two-step, profile and picture; the shared demo and omc accounts lack this (read-only).
    { action: 'update', subject: 'OwnAccount' },
    ...supportRequester({ orgId }),
  ]
}

function client(orgId: string): Rule[] {
  return [
    { action: ['create', 'read', 'update', 'delete'], subject: ['Meeting', 'SelfInterview'], conditions: { orgId } },
    {
      action: ['read'],
      subject: ['Report', 'DigitalProfile', 'Template', 'Billing', 'BbbServer'],
      conditions: { orgId },
    },
    { action: 'create', subject: 'Analysis', conditions: { orgId } },
    { action: 'read', subject: 'Analysis', conditions: { orgId } },
    { action: 'read', subject: 'Organization', conditions: { id: orgId } },
    { action: 'read', subject: 'ReportExample' },
    { action: 'manage', subject: 'Page' },
    { action: ['read', 'view'], subject: ['Demo', 'AclDemo'] },
    { action: 'update', subject: 'OwnAccount' },
    ...supportRequester({ orgId }),
  ]
}

const demo = (id: string): Rule[] => [
  { action: ['read', 'view'], subject: 'Demo' },
  { action: 'read', subject: 'ReportExample' },
  ...supportRequester({ requesterId: id }),
]

const omc = (id: string): Rule[] => [
  ...supportRequester({ requesterId: id }),
  { action: 'read', subject: ['Cost', 'Billing', 'Organization'] },
  // Worked examples are public product material: every signed-in role may read them.
  { action: 'read', subject: 'ReportExample' },
  // The cost screens carry `read Cost` as their data permission, so `manage Page` opens only those.
  { action: 'manage', subject: 'Page' },
]

/** The one source of truth: the service enforces these rules and sends them to the web at login and by /me. */
export function defineRulesFor(user: RuleSubject): Rule[] {
  switch (user.role) {
    case 'superadmin':
      return superadmin()
    case 'admin':
      return user.orgId ? admin(user.orgId) : []
    case 'client':
      return user.orgId ? client(user.orgId) : []
    case 'demo':
      return demo(user.id)
    case 'omc':
      return omc(user.id)
    default:
      return []
  }
}
