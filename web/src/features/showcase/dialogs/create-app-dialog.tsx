import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CardFields, cardErrors, EMPTY_CARD } from './card-fields'
import { CancelButton, ExampleDialog } from './example-dialog'

const STEPS = ['details', 'framework', 'database', 'billing', 'submit'] as const
type StepKey = (typeof STEPS)[number]
const CATEGORIES = ['crm', 'ecommerce', 'learning'] as const
const FRAMEWORKS = ['react', 'vue', 'angular'] as const
const DATABASES = ['postgresql', 'mysql', 'sqlite'] as const
const useStyles = makeStyles({
  steps: { overflowX: 'auto' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: '200px' },
})

/** Create app: a five-step wizard; Next checks the step, Back keeps what was entered, the last step reviews it. */
export function CreateAppDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const [at, setAt] = useState(0)
  const [v, setV] = useState({ name: '', category: 'crm', framework: 'react', database: 'postgresql' })
  const [card, setCard] = useState(EMPTY_CARD)
  const [tried, setTried] = useState(false)
  const [created, setCreated] = useState(false)
  const step: StepKey = STEPS[at]
  const stepValid =
    step === 'details' ? !!v.name.trim() : step === 'billing' ? Object.keys(cardErrors(card)).length === 0 : true
  const next = () => {
    setTried(true)
    if (!stepValid) return
    setTried(false)
    if (step === 'submit') setCreated(true)
    else setAt(at + 1)
  }
  const radios = (key: 'category' | 'framework' | 'database', values: readonly string[]) => (
    <Field label={t(`dialogs.createApp.steps.${key === 'category' ? 'details' : key}`)}>
      <RadioGroup value={v[key]} onChange={(_, d) => setV({ ...v, [key]: d.value })}>
        {values.map((x) => (
          <Radio key={x} value={x} label={t(`dialogs.createApp.options.${x as 'crm'}`)} />
        ))}
      </RadioGroup>
    </Field>
  )
  return (
    <ExampleDialog
      title={t('dialogs.createApp.title')}
      onClose={onClose}
      onSubmit={next}
      actions={
        created ? (
          <Button appearance="primary" onClick={onClose}>
            {t('dialogs.done')}
          </Button>
        ) : (
          <>
            <Button
              type="button"
              disabledFocusable={at === 0}
              onClick={() => {
                setTried(false)
                setAt(at - 1)
              }}
            >
              {t('dialogs.back')}
            </Button>
            <Button type="submit" appearance="primary">
              {step === 'submit' ? t('dialogs.createApp.create') : t('dialogs.next')}
            </Button>
            <CancelButton onClose={onClose} />
          </>
        )
      }
    >
      <TabList className={styles.steps} selectedValue={step} size="small" aria-label={t('dialogs.createApp.progress')}>
        {STEPS.map((s, i) => (
          <Tab
            key={s}
            value={s}
            disabled={i > at}
            onClick={() => i < at && setAt(i)}
          >{`${i + 1}. ${t(`dialogs.createApp.steps.${s}`)}`}</Tab>
        ))}
      </TabList>
      <div className={styles.panel}>
        {created ? (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t('dialogs.createApp.created', { name: v.name })}</MessageBarBody>
          </MessageBar>
        ) : step === 'details' ? (
          <>
            <Field
              label={t('dialogs.createApp.name')}
              required
              validationMessage={tried && !v.name.trim() ? t('errors.required') : undefined}
            >
              <Input value={v.name} onChange={(_, d) => setV({ ...v, name: d.value })} />
            </Field>
            {radios('category', CATEGORIES)}
          </>
        ) : step === 'framework' ? (
          radios('framework', FRAMEWORKS)
        ) : step === 'database' ? (
          radios('database', DATABASES)
        ) : step === 'billing' ? (
          <CardFields values={card} onChange={setCard} showErrors={tried} />
        ) : (
          <Body1>
            {t('dialogs.createApp.review', {
              name: v.name,
              category: t(`dialogs.createApp.options.${v.category as 'crm'}`),
              framework: t(`dialogs.createApp.options.${v.framework as 'react'}`),
              database: t(`dialogs.createApp.options.${v.database as 'postgresql'}`),
              last4: card.number.replace(/\D/g, '').slice(-4),
            })}
          </Body1>
        )}
      </div>
    </ExampleDialog>
  )
}
