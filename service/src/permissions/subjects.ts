/** Actions: `manage` means any action (CASL). `view` is the spec's route marker for screens. */
export const ACTIONS = ['manage', 'create', 'read', 'update', 'delete', 'view'] as const
export type Action = (typeof ACTIONS)[number]

/**
 * Subjects. `Page` and `Demo` are the spec's route markers; the rest are data the service guards.
 * Product subjects carry `orgId`, which tenant rules match on.
 */
export const SUBJECTS = [
  'all',
  'Page',
  'Demo',
  'AclDemo',
  'Account',
  'Organization',
  'Meeting',
  'SelfInterview',
  'Analysis',
  'Report',
  'ReportExample',
  'DigitalProfile',
  'Template',
  'File',
  'Cost',
  'Billing',
  'BbbServer',
  'LlmRun',
  'OwnAccount',
  'AuditEvent',
  'SupportRequest',
  'Announcement',
  'SandboxCopy',
] as const
export type SubjectName = (typeof SUBJECTS)[number]

/** Subjects an organization owns: an admin manages them within its organization. */
export const ORG_SUBJECTS: SubjectName[] = [
  'Meeting',
  'SelfInterview',
  'Analysis',
  'Report',
  'DigitalProfile',
  'Template',
  'File',
  'Cost',
  'Billing',
  'BbbServer',
  'LlmRun',
  'AuditEvent',
]
