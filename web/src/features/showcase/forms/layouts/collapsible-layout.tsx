import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Checkbox,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../../components/section-card'
import { AccountFields, EMPTY_ACCOUNT } from './account-fields'
import { ExampleForm } from './example-form'

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBottom: tokens.spacingVerticalL,
  },
})

/** /forms/collapsible: sections that open one at a time, so a long form starts short. */
export default function CollapsibleLayout() {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const [values, setValues] = useState(EMPTY_ACCOUNT)
  const [city, setCity] = useState('')
  const [news, setNews] = useState(true)
  return (
    <SectionCard title={t('forms.collapsible.title')}>
      <ExampleForm
        label={t('forms.collapsible.title')}
        onReset={() => {
          setValues(EMPTY_ACCOUNT)
          setCity('')
          setNews(true)
        }}
      >
        <Accordion defaultOpenItems="account" collapsible>
          <AccordionItem value="account">
            <AccordionHeader>{t('sections.account')}</AccordionHeader>
            <AccordionPanel className={styles.panel}>
              <AccountFields values={values} onChange={setValues} />
            </AccordionPanel>
          </AccordionItem>
          <AccordionItem value="address">
            <AccordionHeader>{t('sections.address')}</AccordionHeader>
            <AccordionPanel className={styles.panel}>
              <Field label={t('fields.city')}>
                <Input value={city} onChange={(_, d) => setCity(d.value)} />
              </Field>
            </AccordionPanel>
          </AccordionItem>
          <AccordionItem value="preferences">
            <AccordionHeader>{t('sections.preferences')}</AccordionHeader>
            <AccordionPanel className={styles.panel}>
              <Checkbox label={t('fields.newsletter')} checked={news} onChange={(_, d) => setNews(!!d.checked)} />
            </AccordionPanel>
          </AccordionItem>
        </Accordion>
      </ExampleForm>
    </SectionCard>
  )
}
