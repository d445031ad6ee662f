import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../../components/section-card'
import { AccountFields, EMPTY_ACCOUNT } from './account-fields'
import { ExampleForm } from './example-form'

/** /forms/horizontal: each label beside its field (Fluent's `Field orientation="horizontal"`). */
export default function HorizontalLayout() {
  const { t } = useTranslation('showcaseForms')
  const [values, setValues] = useState(EMPTY_ACCOUNT)
  return (
    <SectionCard title={t('sections.account')}>
      <ExampleForm label={t('forms.horizontal.title')} onReset={() => setValues(EMPTY_ACCOUNT)}>
        <AccountFields values={values} onChange={setValues} horizontal />
      </ExampleForm>
    </SectionCard>
  )
}
