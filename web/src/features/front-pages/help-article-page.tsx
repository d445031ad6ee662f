import {
  Body1,
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
  Caption1,
  Card,
  Divider,
  makeStyles,
  Subtitle2,
  Title1,
  tokens,
} from '@fluentui/react-components'
import { ArrowRightRegular, DocumentDismissRegular } from '@fluentui/react-icons'
import { Fragment, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { ScreenProps } from '../../lib/routing/route-types'
import { paths } from '../../config/paths'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { useLoad } from '../../lib/use-load'
import { FrontFrame } from './front-frame'
import { useFrontText } from './front-text'
import { ArticleLink, StillNeedHelp, useHelpStyles } from './help-center-page'
import { categoryIcon } from './help-icons'
import { htmlParagraphs } from './help-search'
import { getHelpArticle, type HelpArticle } from './public-api'
import { below } from '../../theme/breakpoints'
import { BackArrow } from '../analysis'

const useStyles = makeStyles({
  // Long titles wrap on a phone instead of widening the page.
  crumbs: { marginBottom: tokens.spacingVerticalL, '& ol': { flexWrap: 'wrap' } },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 320px',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  article: { padding: '32px', gap: tokens.spacingVerticalL, [below('sm')]: { padding: tokens.spacingHorizontalL } },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  meta: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    lineHeight: tokens.lineHeightBase400,
  },
  paragraph: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  aside: {
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalM,
    position: 'sticky',
    top: tokens.spacingVerticalXXL,
  },
  back: { alignSelf: 'flex-start', marginInlineStart: `calc(-1 * ${tokens.spacingHorizontalM})` },
  notFoundIcon: { fontSize: '48px', color: tokens.colorNeutralForeground3 },
})

/** Breadcrumb: help center, the category when there is one, the article. */
function Crumbs({ article }: { article?: HelpArticle }) {
  const { t } = useTranslation('frontHelp')
  const styles = useStyles()
  const trail = [
    { key: 'home', label: t('nav'), href: paths.frontPages.helpCenter.getHref() },
    ...(article?.category ? [{ key: 'category', label: article.category.title, href: undefined }] : []),
    ...(article ? [{ key: 'article', label: article.title, href: undefined }] : []),
  ]
  return (
    <Breadcrumb aria-label={t('breadcrumb')} className={styles.crumbs}>
      {trail.map((crumb, i) => (
        <Fragment key={crumb.key}>
          {i > 0 && <BreadcrumbDivider />}
          <BreadcrumbItem>
            {crumb.href ? (
              <Link href={crumb.href} asChild>
                <BreadcrumbButton as="a">{crumb.label}</BreadcrumbButton>
              </Link>
            ) : (
              <BreadcrumbButton current={i === trail.length - 1}>{crumb.label}</BreadcrumbButton>
            )}
          </BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  )
}

function ArticleView({ data }: { data: HelpArticle }) {
  const { t, i18n } = useTranslation('frontHelp')
  const styles = useStyles()
  const help = useHelpStyles()
  const paragraphs = useMemo(
    () => [...htmlParagraphs(data.article.productContent), ...htmlParagraphs(data.article.checkoutContent)],
    [data.article.productContent, data.article.checkoutContent],
  )
  const updated = new Date(`${data.article.lastUpdated}T00:00:00`)
  const Icon = data.category ? categoryIcon(data.category.icon) : ArrowRightRegular
  return (
    <div className={styles.layout}>
      <Card className={styles.article} role="article">
        <div className={styles.head}>
          <Title1 as="h1">{data.title}</Title1>
          {!Number.isNaN(updated.getTime()) && (
            <Caption1 className={styles.meta}>
              {t('lastUpdated', {
                date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(updated),
              })}
            </Caption1>
          )}
        </div>
        <Divider />
        <div className={styles.body}>
          {paragraphs.map((text, i) => (
            <Body1 as="p" key={i} className={styles.paragraph}>
              {text}
            </Body1>
          ))}
        </div>
        <Link href={paths.frontPages.helpCenter.getHref()} asChild>
          <Button as="a" appearance="subtle" icon={<BackArrow />} className={styles.back}>
            {t('back')}
          </Button>
        </Link>
      </Card>
      <Card className={styles.aside} role="complementary" aria-labelledby="related">
        <div className={help.categoryHead}>
          <span className={help.cardIcon}>
            <Icon aria-hidden />
          </span>
          <div className={help.titleStack}>
            <Subtitle2 as="h2" id="related">
              {t('related')}
            </Subtitle2>
            <Caption1 as="p" className={help.muted}>
              {data.category?.title ?? t(data.section === 'keepLearning' ? 'learnTitle' : 'popularTitle')}
            </Caption1>
          </div>
        </div>
        {data.related.length ? (
          <ul className={help.links}>
            {data.related.map((a) => (
              <li key={a.slug} className={help.linkRow}>
                <ArrowRightRegular className={help.bullet} aria-hidden />
                <ArticleLink slug={a.slug} title={a.title} />
              </li>
            ))}
          </ul>
        ) : (
          <Body1 className={help.muted}>{t('noRelated')}</Body1>
        )}
      </Card>
    </div>
  )
}

/** /front-pages/help-center/article/:title (the slug): one article, its place in the help center and its neighbours. */
export function HelpArticlePage({ params }: ScreenProps) {
  const { t } = useTranslation('frontHelp')
  const styles = useStyles()
  const text = useFrontText()
  const slug = params.title ?? ''
  const article = useLoad((signal) => getHelpArticle(slug, signal), [slug], t('articleLoadError'))

  let body
  if (article.notFound || (article.error && !article.data && !/^[a-z0-9-]{1,120}$/.test(slug))) {
    body = (
      <EmptyState
        icon={<DocumentDismissRegular className={styles.notFoundIcon} />}
        title={t('notFound')}
        hint={t('notFoundHint')}
        action={
          <Link href={paths.frontPages.helpCenter.getHref()} asChild>
            <Button as="a" appearance="primary">
              {t('back')}
            </Button>
          </Link>
        }
      />
    )
  } else if (!article.data || article.loading) {
    body = article.error ? <ErrorState message={article.error} onRetry={article.reload} /> : <LoadingState />
  } else body = <ArticleView data={article.data} />

  return (
    <FrontFrame>
      <div className={text.root}>
        <Crumbs article={article.loading ? undefined : article.data} />
        {body}
        <StillNeedHelp />
      </div>
    </FrontFrame>
  )
}
