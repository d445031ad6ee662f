import { Button, Tooltip } from '@fluentui/react-components'
import { CheckmarkRegular, CopyRegular } from '@fluentui/react-icons'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Copies `text` with the Clipboard API; says so for two seconds, or that the browser refused. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation('showcaseGallery')
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), 2000)
    return () => clearTimeout(timer)
  }, [state])
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    )
  const said =
    state === 'copied'
      ? t('gallery.copied')
      : state === 'failed'
        ? t('gallery.copyFailed')
        : (label ?? t('gallery.copy'))
  return (
    <Tooltip content={said} relationship="description" visible={state !== 'idle' ? true : undefined}>
      <Button
        size="small"
        icon={state === 'copied' ? <CheckmarkRegular /> : <CopyRegular />}
        onClick={() => void copy()}
        aria-live="polite"
      >
        {label ?? t('gallery.copy')}
      </Button>
    </Tooltip>
  )
}
