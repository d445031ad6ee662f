import { averageScores, competenceScores, reportScores, teamRoleScores } from '../profile-scores.js'
import { findProfile, profileReports, toProfileSummary, type ProfileWithStats } from '../profile-repository.js'
import type { Handle } from '../../../db/handle.js'
import type { Profile } from '../schemas.js'

/** The profile with its scores over time and averages, computed from its linked ready reports. */
export async function profileDetail(db: Handle, row: ProfileWithStats): Promise<Profile> {
  const reports = await profileReports(db, row.id)
  const ready = reports.filter((r) => r.status === 'ready')
  const timeline = ready
    .map((r) => ({
      date: r.created_at.toISOString(),
      reportId: r.id,
      kind: r.kind as Profile['timeline'][number]['kind'],
      scores: reportScores(r.kind, r.content, row.full_name),
    }))
    .filter((t) => Object.keys(t.scores).length > 0)
  const competences = averageScores(
    ready.map((r) => Object.fromEntries(competenceScores(r.kind, r.content).map((c) => [c.name, c.score]))),
  )
  const teamRoles = averageScores(
    ready.map((r) => teamRoleScores(r.kind, r.content)).filter((m) => Object.keys(m).length),
  )
  const namesake = row.suggested_same_as ? await findProfile(db, row.suggested_same_as, row.org_id) : undefined
  return {
    ...toProfileSummary(row),
    sameAs: namesake
      ? {
          id: namesake.id,
          fullName: namesake.full_name,
          email: namesake.email,
          reportCount: Number(namesake.report_count),
        }
      : null,
    timeline,
    teamRoles,
    competences,
    reports: reports.map((r) => ({
      id: r.id,
      kind: r.kind as Profile['reports'][number]['kind'],
      title: r.title,
      status: r.status,
      createdAt: r.created_at.toISOString(),
    })),
  }
}
