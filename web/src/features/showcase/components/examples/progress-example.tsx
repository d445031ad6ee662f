import { Button, Field, ProgressBar, Spinner } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../gallery-example'

const CODE = `
<Field label="Uploading" validationMessage={\`\${Math.round(value * 100)}%\`} validationState="none">
  <ProgressBar value={value} />
</Field>
<Field label="Preparing"><ProgressBar /></Field>
<Spinner size="small" label="Loading" />
`

export default function ProgressExample() {
  const { t } = useTranslation('showcaseGallery')
  const [value, setValue] = useState(0.3)
  const [running, setRunning] = useState(false)
  useEffect(() => {
    if (!running) return
    if (value >= 1) return setRunning(false)
    const timer = setTimeout(() => setValue((v) => Math.min(1, Math.round((v + 0.1) * 10) / 10)), 300)
    return () => clearTimeout(timer)
  }, [running, value])
  return (
    <GalleryExample code={CODE} column>
      <Field label={t('demo.uploading')} validationMessage={`${Math.round(value * 100)}%`} validationState="none">
        <ProgressBar value={value} />
      </Field>
      <Field label={t('demo.preparing')}>
        <ProgressBar />
      </Field>
      <Spinner size="small" label={t('demo.loading')} />
      <div>
        <Button
          onClick={() => {
            setValue(0)
            setRunning(true)
          }}
          disabled={running}
        >
          {t('demo.run')}
        </Button>
      </div>
    </GalleryExample>
  )
}
