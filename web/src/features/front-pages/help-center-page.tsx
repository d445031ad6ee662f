import {
  Body1,
  Button,
  Caption1,
  Card,
  Link as FluentLink,
  makeStyles,
  SearchBox,
  Subtitle1,
  Subtitle2,
  Text,
  Title1,
  Title3,
  tokens,
} from '@fluentui/react-components'
import {
  ArrowRightRegular,
  ChatHelpRegular,
  HatGraduationRegular,
  LightbulbRegular,
  PeopleCommunityRegular,
  RocketRegular,
  SearchRegular,
} from '@fluentui/react-icons'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../config/paths'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { useLoad } from '../../lib/use-load'
import { FrontFrame } from './front-frame'
import { useFrontText } from './front-text'
import { categoryIcon } from './help-icons'
import { searchArticles } from './help-search'
import { getHelpCenter, type HelpCenterListing } from './public-api'

const CARD_ICONS = [RocketRegular, LightbulbRegular, HatGraduationRegular, PeopleCommunityRegular]

export const useHelpStyles = makeStyles({
  hero: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: '56px',
    paddingInline: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
  },
  lead: { maxWidth: '560px', color: tokens.colorNeutralForeground2 },
  search: { width: '100%', maxWidth: '520px', marginTop: tokens.spacingVerticalS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, marginTop: '48px' },
  sectionHead: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXS,
    textAlign: 'center',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalS },
  cardIcon: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '44px',
    height: '44px',
    fontSize: '24px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
  },
  categoryHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  titleStack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  baseGrid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  links: {
    margin: 0,
    paddingInlineStart: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  linkRow: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  bullet: { flexShrink: 0, marginTop: '3px', color: tokens.colorNeutralForeground3 },
  readMore: { alignSelf: 'flex-start', marginTop: 'auto', paddingInline: 0, minWidth: 0 },
  results: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  help: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXL,
    flexWrap: 'wrap',
    marginTop: '48px',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  helpText: {
    flex: '1 1 0',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: '240px',
  },
  helpIcon: { fontSize: '48px', color: tokens.colorBrandForeground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', flexShrink: 0 },
})

/** An article link of the help center (client-side move to the article page). */
export function ArticleLink({ slug, title }: { slug: string; title: string }) {
  return (
    <Link href={paths.frontPages.helpCenterArticle.getHref({ title: slug })} asChild>
      <FluentLink>{title}</FluentLink>
    </Link>
  )
}

/** "Still need help?": the FAQ (signed in) and the plans. */
export function StillNeedHelp() {
  const { t } = useTranslation('frontHelp')
  const styles = useHelpStyles()
  return (
    <section className={styles.help} aria-labelledby="still-need-help">
      <ChatHelpRegular className={styles.helpIcon} aria-hidden />
      <div className={styles.helpText}>
        <Title3 as="h2" id="still-need-help">
          {t('stillTitle')}
        </Title3>
        <Body1 className={styles.muted}>{t('stillBody')}</Body1>
      </div>
      <div className={styles.actions}>
        <Link href={paths.templatePages.faq.getHref()} asChild>
          <Button as="a" appearance="primary">
            {t('openFaq')}
          </Button>
        </Link>
        <Link href={paths.frontPages.payment.getHref()} asChild>
          <Button as="a">{t('seePlans')}</Button>
        </Link>
      </div>
    </section>
  )
}

function Results({ listing, query }: { listing: HelpCenterListing; query: string }) {
  const { t } = useTranslation('frontHelp')
  const styles = useHelpStyles()
  const hits = useMemo(() => searchArticles(listing, query), [listing, query])
  if (!hits.length)
    return (
      <EmptyState
        icon={<SearchRegular className={styles.helpIcon} />}
        title={t('noResults', { query: query.trim() })}
        hint={t('noResultsHint')}
      />
    )
  return (
    <Card className={styles.results}>
      <Subtitle2 as="h2">{t('resultsTitle', { count: hits.length })}</Subtitle2>
      <ul className={styles.links} aria-label={t('resultsTitle', { count: hits.length })}>
        {hits.map((hit) => (
          <li key={hit.slug} className={styles.linkRow}>
            <ArrowRightRegular className={styles.bullet} aria-hidden />
            <div className={styles.titleStack}>
              <ArticleLink slug={hit.slug} title={hit.title} />
              <Caption1 as="p" className={styles.muted}>
                {hit.category ?? t('popularTitle')}
              </Caption1>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  )
}

function Browse({ listing }: { listing: HelpCenterListing }) {
  const { t } = useTranslation('frontHelp')
  const styles = useHelpStyles()
  const cardList = (items: HelpCenterListing['popularArticles'], offset: number) => (
    <div className={styles.cards}>
      {items.map((item, i) => {
        const Icon = CARD_ICONS[(i + offset) % CARD_ICONS.length]
        return (
          <Card key={item.slug} className={styles.card}>
            <span className={styles.cardIcon}>
              <Icon aria-hidden />
            </span>
            <Subtitle1 as="h3">{item.title}</Subtitle1>
            <Text className={styles.muted}>{item.subtitle}</Text>
            <Link href={paths.frontPages.helpCenterArticle.getHref({ title: item.slug })} asChild>
              <Button
                as="a"
                appearance="transparent"
                icon={<ArrowRightRegular />}
                iconPosition="after"
                className={styles.readMore}
                aria-label={t('readArticle', { title: item.title })}
              >
                {t('read')}
              </Button>
            </Link>
          </Card>
        )
      })}
    </div>
  )
  return (
    <>
      <section className={styles.section} aria-labelledby="popular">
        <div className={styles.sectionHead}>
          <Title3 as="h2" id="popular">
            {t('popularTitle')}
          </Title3>
          <Body1 className={styles.muted}>{t('popularBody')}</Body1>
        </div>
        {cardList(listing.popularArticles, 0)}
      </section>
      <section className={styles.section} aria-labelledby="knowledge-base">
        <div className={styles.sectionHead}>
          <Title3 as="h2" id="knowledge-base">
            {t('baseTitle')}
          </Title3>
          <Body1 className={styles.muted}>{t('baseBody')}</Body1>
        </div>
        <div className={styles.baseGrid}>
          {listing.allArticles.map((category) => {
            const Icon = categoryIcon(category.icon)
            return (
              <Card key={category.slug} className={styles.card}>
                <div className={styles.categoryHead}>
                  <span className={styles.cardIcon}>
                    <Icon aria-hidden />
                  </span>
                  <div className={styles.titleStack}>
                    <Subtitle2 as="h3">{category.title}</Subtitle2>
                    <Caption1 as="p" className={styles.muted}>
                      {t('articleCount', { count: category.articles.length })}
                    </Caption1>
                  </div>
                </div>
                <ul className={styles.links}>
                  {category.articles.map((article) => (
                    <li key={article.slug} className={styles.linkRow}>
                      <ArrowRightRegular className={styles.bullet} aria-hidden />
                      <ArticleLink slug={article.slug} title={article.title} />
                    </li>
                  ))}
                </ul>
              </Card>
            )
          })}
        </div>
      </section>
      {listing.keepLearning.length > 0 && (
        <section className={styles.section} aria-labelledby="keep-learning">
          <div className={styles.sectionHead}>
            <Title3 as="h2" id="keep-learning">
              {t('learnTitle')}
            </Title3>
            <Body1 className={styles.muted}>{t('learnBody')}</Body1>
          </div>
          {cardList(listing.keepLearning, 2)}
        </section>
      )}
    </>
  )
}

/** /front-pages/help-center: search, popular articles, the knowledge base by category, and where else to look. */
export function HelpCenterPage() {
  const { t } = useTranslation('frontHelp')
  const styles = useHelpStyles()
  const text = useFrontText()
  const [query, setQuery] = useState('')
  const help = useLoad((signal) => getHelpCenter(signal), [], t('loadError'))
  const listing = help.data

  let body
  if (!listing)
    body =
      help.error || help.notFound ? (
        <ErrorState message={help.error ?? t('loadError')} onRetry={help.reload} />
      ) : (
        <LoadingState />
      )
  else if (query.trim()) body = <Results listing={listing} query={query} />
  else if (!listing.allArticles.length && !listing.popularArticles.length) body = <EmptyState title={t('empty')} />
  else body = null

  return (
    <FrontFrame>
      <div className={text.root}>
        <section className={styles.hero}>
          <Title1 as="h1">{t('heroTitle')}</Title1>
          <Body1 className={styles.lead}>{t('heroBody')}</Body1>
          <SearchBox
            className={styles.search}
            size="large"
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchLabel')}
            value={query}
            onChange={(_, d) => setQuery(d.value)}
            disabled={!listing}
          />
        </section>
        {body ? <div className={styles.section}>{body}</div> : listing && <Browse listing={listing} />}
        <StillNeedHelp />
      </div>
    </FrontFrame>
  )
}
