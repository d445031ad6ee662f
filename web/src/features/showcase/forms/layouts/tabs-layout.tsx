import { Checkbox, Field, Input, makeStyles, Tab, TabList, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../../components/section-card'
import { AccountFields, EMPTY_ACCOUNT } from './account-fields'
import { ExampleForm } from './example-form'

const TABS = ['account', 'address', 'preferences'] as const
type TabKey = (typeof TABS)[number]
const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tabs: { overflowX: 'auto' },
})

/** /forms/tabs: one form in tabs; values of the hidden tabs are kept and saved together. */
export default function TabsLayout() {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const [tab, setTab] = useState<TabKey>('account')
  const [values, setValues] = useState(EMPTY_ACCOUNT)
  const [city, setCity] = useState('')
  const [news, setNews] = useState(true)
  return (
    <SectionCard title={t('forms.tabs.title')}>
      <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as TabKey)}>
        {TABS.map((k) => (
          <Tab key={k} value={k} id={`form-tab-${k}`} aria-controls={`form-panel-${k}`}>
            {t(`sections.${k}`)}
          </Tab>
        ))}
      </TabList>
      <ExampleForm
        label={t('forms.tabs.title')}
        onReset={() => {
          setValues(EMPTY_ACCOUNT)
          setCity('')
          setNews(true)
        }}
      >
        <div role="tabpanel" id={`form-panel-${tab}`} aria-labelledby={`form-tab-${tab}`} className={styles.panel}>
          {tab === 'account' && <AccountFields values={values} onChange={setValues} />}
          {tab === 'address' && (
            <Field label={t('fields.city')}>
              <Input value={city} onChange={(_, d) => setCity(d.value)} />
            </Field>
          )}
          {tab === 'preferences' && (
            <Checkbox label={t('fields.newsletter')} checked={news} onChange={(_, d) => setNews(!!d.checked)} />
          )}
        </div>
      </ExampleForm>
    </SectionCard>
  )
}
