import { Body1, Card, Link as FluentLink, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { Suspense } from 'react'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { ScreenProps } from '../../lib/routing/route-types'
import { PageHeader } from '../../components/page-header'
import { LoadingState } from '../../components/screen-state'
import { NotFoundPage } from '../misc'
import { groupOfPath, SHOWCASE_GROUPS, type ShowcaseGroup } from './showcase-items'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    width: '100%',
    margin: '0 auto',
    minWidth: 0,
  },
  index: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXS },
  note: { color: tokens.colorNeutralForeground2 },
})

/**
 * A showcase group (/charts/*, …): the part after the group is one of its items, each a screen of its own; the
 * group's root lists them, and any other sub-path is the not-found screen.
 */
export function ShowcaseGroupPage({ route, params }: ScreenProps) {
  const group = groupOfPath(route.path)
  const slug = (params.wild ?? '').replace(/\/$/, '')
  if (!group) return <NotFoundPage />
  if (!slug) return <GroupIndex group={group} />
  const item = group.items.find((i) => i.slug === slug)
  if (!item) return <NotFoundPage />
  return <ItemView group={group} slug={item.slug} Screen={item.screen} />
}

/** The translation key of an item's text: items and groups are data, their keys are checked by the locales test. */
const keyOf = (group: ShowcaseGroup, slug: string, part: 'title' | 'when') =>
  `${group.key}.${slug}.${part}` as ParseKeys<'showcase'>
const nsOf = (group: ShowcaseGroup) => ({ ns: group.ns ?? 'showcase' }) as const

function ItemView({
  group,
  slug,
  Screen,
}: {
  group: ShowcaseGroup
  slug: string
  Screen: ShowcaseGroup['items'][number]['screen']
}) {
  const { t } = useTranslation(group.ns ?? 'showcase')
  const styles = useStyles()
  return (
    <section className={styles.root}>
      <PageHeader
        title={t(keyOf(group, slug, 'title'), nsOf(group))}
        subtitle={t(keyOf(group, slug, 'when'), nsOf(group))}
      />
      <Suspense fallback={<LoadingState />}>
        <Screen />
      </Suspense>
    </section>
  )
}

function GroupIndex({ group }: { group: ShowcaseGroup }) {
  const { t } = useTranslation(group.ns ?? 'showcase')
  const styles = useStyles()
  return (
    <section className={styles.root}>
      <PageHeader
        title={t(`${group.key}.title` as ParseKeys<'showcase'>, nsOf(group))}
        subtitle={t(`${group.key}.subtitle` as ParseKeys<'showcase'>, nsOf(group))}
      />
      <div className={styles.index}>
        {group.items.map((item) => (
          <Card key={item.slug} className={styles.card}>
            <Link href={`${group.base}/${item.slug}`} asChild>
              <FluentLink>
                <Subtitle2>{t(keyOf(group, item.slug, 'title'), nsOf(group))}</Subtitle2>
              </FluentLink>
            </Link>
            <Body1 className={styles.note}>{t(keyOf(group, item.slug, 'when'), nsOf(group))}</Body1>
          </Card>
        ))}
      </div>
    </section>
  )
}

export { SHOWCASE_GROUPS }
