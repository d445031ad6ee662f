import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../../components/section-card'
import { AccountFields, EMPTY_ACCOUNT } from './account-fields'
import { ExampleForm } from './example-form'

/** /forms/vertical: labels above the fields, in a grid that folds to one column on a phone. */
export default function VerticalLayout() {
  const { t } = useTranslation('showcaseForms')
  const [values, setValues] = useState(EMPTY_ACCOUNT)
  return (
    <SectionCard title={t('sections.account')}>
      <ExampleForm label={t('forms.vertical.title')} onReset={() => setValues(EMPTY_ACCOUNT)}>
        <AccountFields values={values} onChange={setValues} />
      </ExampleForm>
    </SectionCard>
  )
}
