import { Type, type Static, type TProperties } from '@sinclair/typebox'
import { QueryText } from '../shared/list-query.js'

/** Page documents: the listed fields are the contract; nested extras pass through (open objects). */
const open = <P extends TProperties>(props: P) => Type.Object(props, { additionalProperties: true })
const Chip = open({ title: Type.String(), color: Type.String() })
const AvatarName = open({ avatar: Type.String(), name: Type.String() })

export const SalesRowSchema = Type.Object(
  {
    id: Type.Integer(),
    product: open({
      id: Type.Integer(),
      name: Type.String(),
      slug: Type.String(),
      brand: Type.String(),
      category: Type.String(),
      price: Type.Number(),
      image: Type.String(),
      hasFreeShipping: Type.Boolean(),
      rating: Type.Number(),
      description: Type.String(),
    }),
    date: Type.String({ description: 'YYYY-MM-DD' }),
    buyer: open({ name: Type.String(), avatar: Type.String() }),
    payment: open({
      total: Type.Number(),
      receivedPaymentStatus: Type.String({ description: 'Fully Paid, Partially Paid, Unpaid' }),
      paidAmount: Type.Number(),
      status: Type.String({ description: 'Completed, Confirmed, Cancelled' }),
    }),
  },
  { additionalProperties: false },
)
export type SalesRow = Static<typeof SalesRowSchema>

export const FaqSchema = Type.Object(
  { id: Type.Integer(), question: Type.String(), answer: Type.String() },
  { additionalProperties: false },
)
export const FaqGroupSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    faqTitle: Type.String(),
    faqIcon: Type.String(),
    faqSubtitle: Type.String(),
    faqs: Type.Array(FaqSchema),
  },
  { additionalProperties: false },
)
export type FaqGroup = Static<typeof FaqGroupSchema>
export const FaqQuery = Type.Object({ q: Type.Optional(QueryText) })

const ArticleCard = open({ slug: Type.String(), title: Type.String(), img: Type.String(), subtitle: Type.String() })
export const HelpCenterSchema = Type.Object(
  {
    allArticles: Type.Array(
      open({ title: Type.String(), icon: Type.String(), articles: Type.Array(open({ title: Type.String() })) }),
    ),
    popularArticles: Type.Array(ArticleCard),
    keepLearning: Type.Array(ArticleCard),
  },
  { additionalProperties: false },
)
export type HelpCenter = Static<typeof HelpCenterSchema>

export const HelpCenterArticleSchema = Type.Object(
  {
    title: Type.String(),
    lastUpdated: Type.String(),
    productContent: Type.String({ description: 'HTML' }),
    checkoutContent: Type.String({ description: 'HTML' }),
    articleList: Type.Array(Type.String()),
    checkoutImg: Type.String(),
    productImg: Type.String(),
  },
  { additionalProperties: false },
)
export type HelpCenterArticle = Static<typeof HelpCenterArticleSchema>

export const ProfileHeaderSchema = Type.Object(
  {
    fullName: Type.String(),
    location: Type.String(),
    joiningDate: Type.String(),
    designation: Type.String(),
    profileImg: Type.String(),
    coverImg: Type.String(),
  },
  { additionalProperties: false },
)
export type ProfileHeader = Static<typeof ProfileHeaderSchema>

const Fact = open({ property: Type.String(), value: Type.String(), icon: Type.String() })
const Connection = open({
  name: Type.String(),
  avatar: Type.String(),
  connections: Type.String(),
  isFriend: Type.Boolean(),
})
export const ProfileTabProfile = Type.Object(
  {
    about: Type.Array(Fact),
    contacts: Type.Array(Fact),
    teams: Type.Array(Fact),
    overview: Type.Array(Fact),
    connections: Type.Array(Connection),
    teamsTech: Type.Array(
      open({
        title: Type.String(),
        avatar: Type.String(),
        members: Type.Integer(),
        chipText: Type.String(),
        chipColor: Type.String(),
      }),
    ),
    projectTable: Type.Array(
      open({
        id: Type.Integer(),
        title: Type.String(),
        subtitle: Type.String(),
        leader: Type.String(),
        avatar: Type.String(),
        avatarGroup: Type.Array(Type.String()),
        status: Type.Integer(),
      }),
    ),
  },
  { additionalProperties: false, title: 'ProfileTabProfile' },
)
export const ProfileTabTeams = Type.Array(
  open({
    title: Type.String(),
    avatar: Type.String(),
    description: Type.String(),
    extraMembers: Type.Integer(),
    chips: Type.Array(Chip),
    avatarGroup: Type.Array(AvatarName),
  }),
  { title: 'ProfileTabTeams' },
)
export const ProfileTabProjects = Type.Array(
  open({
    title: Type.String(),
    client: Type.String(),
    avatar: Type.String(),
    startDate: Type.String(),
    deadline: Type.String(),
    description: Type.String(),
    budget: Type.String(),
    budgetSpent: Type.String(),
    hours: Type.String(),
    totalTask: Type.Integer(),
    completedTask: Type.Integer(),
    comments: Type.Integer(),
    daysLeft: Type.Integer(),
    chipColor: Type.String(),
    avatarGroup: Type.Array(AvatarName),
  }),
  { title: 'ProfileTabProjects' },
)
export const ProfileTabConnections = Type.Array(
  open({
    name: Type.String(),
    avatar: Type.String(),
    designation: Type.String(),
    tasks: Type.String(),
    projects: Type.String(),
    connections: Type.String(),
    isConnected: Type.Boolean(),
    chips: Type.Array(Chip),
  }),
  { title: 'ProfileTabConnections' },
)

export const PROFILE_TABS = ['profile', 'teams', 'projects', 'connections'] as const
export const ProfileQuery = Type.Object({
  tab: Type.Optional(Type.String({ maxLength: 40, description: 'profile (default), teams, projects, connections' })),
})
export const ProfileTabSchema = Type.Union([
  ProfileTabProfile,
  ProfileTabTeams,
  ProfileTabProjects,
  ProfileTabConnections,
])
