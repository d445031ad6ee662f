import { Type, type Static } from '@sinclair/typebox'
import { IsoDateTime, Nullable, PagingQuery, StringEnum, Uuid } from '../../lib/schemas/common.js'
import { ReportKindSchema } from '../report-kinds/index.js'
const Scores = Type.Record(Type.String(), Type.Number())

const identity = {
  fullName: Type.String(),
  email: Nullable(Type.String()),
  title: Nullable(Type.String()),
  company: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
}

export const ProfileSummarySchema = Type.Object(
  {
    id: Uuid,
    orgId: Uuid,
    ...identity,
    reportCount: Type.Integer(),
    lastReportAt: Nullable(IsoDateTime),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  },
  { $id: 'DigitalProfileSummary', additionalProperties: false },
)

export const ProfileSchema = Type.Object(
  {
    ...ProfileSummarySchema.properties,
    /**
     * A profile that only shares this one's name ("Is this Daniel Carter?"): never merged unasked. Confirming
     * merges this profile into it (POST /api/profiles/{sameAs.id}/merge); dismissing clears it.
     */
    sameAs: Nullable(
      Type.Object(
        { id: Uuid, fullName: Type.String(), email: Nullable(Type.String()), reportCount: Type.Integer() },
        { additionalProperties: false },
      ),
    ),
    /** Numeric signals of each ready report, oldest first. */
    timeline: Type.Array(
      Type.Object(
        { date: IsoDateTime, reportId: Uuid, kind: Type.Ref(ReportKindSchema), scores: Scores },
        { additionalProperties: false },
      ),
    ),
    /** Average team-role vector over the person's team-role reports. */
    teamRoles: Scores,
    /** Average score per competence over the person's competence and recruiter reports. */
    competences: Scores,
    reports: Type.Array(
      Type.Object(
        {
          id: Uuid,
          kind: Type.Ref(ReportKindSchema),
          title: Type.String(),
          status: Type.String(),
          createdAt: IsoDateTime,
        },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'DigitalProfile', additionalProperties: false },
)
export type Profile = Static<typeof ProfileSchema>
export type ProfileSummary = Static<typeof ProfileSummarySchema>

export const ProfilePageSchema = Type.Object(
  { profiles: Type.Array(Type.Ref(ProfileSummarySchema)), total: Type.Integer() },
  { $id: 'DigitalProfilePage', additionalProperties: false },
)

export const ProfileSortKeys = ['fullName', 'updatedAt', 'reportCount'] as const
export const ProfileListQuery = Type.Object(
  { ...PagingQuery, sortBy: StringEnum(ProfileSortKeys, { default: 'fullName' }) },
  { additionalProperties: false },
)
export type ProfileListQuery = Static<typeof ProfileListQuery>

export const UpdateProfileBody = Type.Object(
  {
    fullName: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
    title: Type.Optional(Nullable(Type.String({ maxLength: 120 }))),
    company: Type.Optional(Nullable(Type.String({ maxLength: 120 }))),
    tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20, uniqueItems: true })),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type UpdateProfileBody = Static<typeof UpdateProfileBody>

export const MergeProfileBody = Type.Object({ otherId: Uuid }, { additionalProperties: false })
