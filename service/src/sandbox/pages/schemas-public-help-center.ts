import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum } from '../../lib/schemas/common.js'
import { HelpCenterArticleSchema, HelpCenterSchema } from './schemas.js'

const ArticleLink = Type.Object({ slug: Type.String(), title: Type.String() }, { additionalProperties: false })

/** The signed-in help-center document, with a slug on every category and category article (for front-page links). */
export const PublicHelpCenterSchema = Type.Object(
  {
    allArticles: Type.Array(
      Type.Object(
        {
          slug: Type.String(),
          title: Type.String(),
          icon: Type.String({ description: 'Remix icon name, e.g. ri-user-line' }),
          articles: Type.Array(
            Type.Object({ slug: Type.String(), title: Type.String() }, { additionalProperties: true }),
          ),
        },
        { additionalProperties: true },
      ),
    ),
    popularArticles: HelpCenterSchema.properties.popularArticles,
    keepLearning: HelpCenterSchema.properties.keepLearning,
  },
  { additionalProperties: false },
)

export const PublicHelpArticleSchema = Type.Object(
  {
    slug: Type.String(),
    title: Type.String({ description: 'The title the help center lists the article under' }),
    section: StringEnum(['category', 'popular', 'keepLearning']),
    category: Nullable(
      Type.Object({ slug: Type.String(), title: Type.String(), icon: Type.String() }, { additionalProperties: false }),
    ),
    related: Type.Array(ArticleLink, { description: 'The other articles of the same category or list' }),
    /** The stored article body, as GET /api/pages/help-center/article answers it. */
    article: HelpCenterArticleSchema,
  },
  { additionalProperties: false },
)
export type PublicHelpArticle = Static<typeof PublicHelpArticleSchema>

export const ArticleSlugParams = Type.Object(
  { slug: Type.String({ pattern: '^[a-z0-9-]{1,120}$' }) },
  { additionalProperties: false },
)
