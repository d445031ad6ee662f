import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Body1,
  Button,
  Card,
  makeStyles,
  Subtitle1,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components'
import { ChatHelpRegular, QuestionCircleRegular } from '@fluentui/react-icons'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { DebouncedSearch } from '../../components/list-filters'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { paths } from '../../config/paths'
import { useLoad } from '../../lib/use-load'
import { below } from '../../theme/breakpoints'
import { listFaq } from './api'
import { faqIcon } from './faq-icons'

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
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 260px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: { [below('md')]: { overflowX: 'auto' } },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  groupHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  help: {
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalM,
    alignItems: 'center',
    textAlign: 'center',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'center' },
})

/** /pages/faq: the FAQ groups with their icons, a search over the questions (on the service), categories on the side. */
export function FaqPage() {
  const { t } = useTranslation('sandboxPages')
  const styles = useStyles()
  const [q, setQ] = useState('')
  const [selected, setSelected] = useState<string | undefined>()
  const onSearch = useCallback((text: string) => setQ(text), [])
  const { data, error, reload } = useLoad((signal) => listFaq(q, signal), [q], t('faq.loadFailed'))
  const groups = data ?? []
  const current = groups.find((g) => g.slug === selected) ?? groups[0]
  const Icon = current ? faqIcon(current.faqIcon) : QuestionCircleRegular

  let body
  if (error) body = <ErrorState message={error} onRetry={reload} />
  else if (!data) body = <LoadingState />
  else if (!current)
    body = (
      <EmptyState
        icon={<QuestionCircleRegular className={styles.icon} />}
        title={t('faq.noMatch', { q })}
        hint={t('faq.noMatchHint')}
      />
    )
  else
    body = (
      <div className={styles.layout}>
        <div className={styles.side}>
          <TabList
            vertical={groups.length > 0}
            selectedValue={current.slug}
            onTabSelect={(_, d) => setSelected(String(d.value))}
            aria-label={t('faq.categories')}
          >
            {groups.map((g) => {
              const GroupIcon = faqIcon(g.faqIcon)
              return (
                <Tab key={g.slug} value={g.slug} icon={<GroupIcon />}>
                  {g.faqTitle}
                </Tab>
              )
            })}
          </TabList>
        </div>
        <section className={styles.group} aria-labelledby="faq-group-title">
          <div className={styles.groupHead}>
            <Icon className={styles.icon} aria-hidden />
            <div>
              <Subtitle1 as="h2" id="faq-group-title">
                {current.faqTitle}
              </Subtitle1>
              <Body1 as="p" className={styles.muted}>
                {current.faqSubtitle}
              </Body1>
            </div>
          </div>
          <Accordion collapsible multiple defaultOpenItems={[current.faqs[0]?.id]}>
            {current.faqs.map((f) => (
              <AccordionItem key={f.id} value={f.id}>
                <AccordionHeader as="h3">{f.question}</AccordionHeader>
                <AccordionPanel>
                  <Body1 as="p">{f.answer}</Body1>
                </AccordionPanel>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      </div>
    )

  return (
    <section className={styles.root}>
      <PageHeader title={t('faq.title')} subtitle={t('faq.subtitle')} />
      <DebouncedSearch placeholder={t('faq.search')} onSearch={onSearch} />
      {body}
      <Card className={styles.help}>
        <ChatHelpRegular className={styles.icon} aria-hidden />
        <Subtitle1 as="h2">{t('faq.stillTitle')}</Subtitle1>
        <Text className={styles.muted}>{t('faq.stillBody')}</Text>
        <div className={styles.actions}>
          <Link href={paths.main.support.getHref()} asChild>
            <Button as="a" appearance="primary">
              {t('faq.contactSupport')}
            </Button>
          </Link>
          <Link href={paths.frontPages.helpCenter.getHref()} asChild>
            <Button as="a">{t('faq.helpCenter')}</Button>
          </Link>
        </div>
      </Card>
    </section>
  )
}
