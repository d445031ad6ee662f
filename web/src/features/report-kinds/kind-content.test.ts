import { describe, expect, expectTypeOf, it } from 'vitest'
import type { ApiSchemas } from '../../lib/api-client'
import { withContent, type KindContent } from './kind-content'
import { TEAM_ROLE_IDS } from './team-roles'

const report = (kind: ApiSchemas['ReportKind'], content: object) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    orgId: '00000000-0000-4000-8000-000000000002',
    kind,
    title: 'Report',
    subject: null,
    profileId: null,
    source: { type: 'meeting', id: '00000000-0000-4000-8000-000000000003', title: 'Sync' },
    status: 'ready',
    engine: 'builtin',
    content,
    summary: '',
    language: 'en',
    error: null,
    analysisId: null,
    createdAt: '2031-01-01T00:00:00.000Z',
    updatedAt: '2031-01-01T00:00:00.000Z',
    shared: null,
  }) as ApiSchemas['Report']

describe('report content by kind', () => {
  it('has none while a report is not ready, its kind’s once it is', () => {
    expect(withContent(report('belbin', {}))).toBeNull()
    const risk = { findings: [], counts: {}, riskScore: 12, riskLevel: 'low', recommendations: [] }
    expect(withContent(report('info-security', risk))).toMatchObject({ kind: 'info-security', content: risk })
  })

  it('narrows the content by the kind (the generated contract types it)', () => {
    const shown = withContent(report('negotiation', { sides: [] })) as KindContent
    if (shown.kind === 'negotiation') expectTypeOf(shown.content).toEqualTypeOf<ApiSchemas['NegotiationContent']>()
    if (shown.kind === 'belbin')
      expectTypeOf(shown.content.roles[0].role).toEqualTypeOf<(typeof TEAM_ROLE_IDS)[number]>()
    expectTypeOf<Extract<ApiSchemas['PublicReport'], { kind: 'alfa' }>['content']>().toEqualTypeOf<
      ApiSchemas['AlfaContent']
    >()
    expect(shown.kind).toBe('negotiation')
  })

  it('lists the nine team roles of the contract', () => {
    expect(new Set(TEAM_ROLE_IDS).size).toBe(9)
  })
})
