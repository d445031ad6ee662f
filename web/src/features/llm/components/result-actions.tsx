import { Button, Toast, ToastTitle, useToastController } from '@fluentui/react-components'
import { ArrowDownloadRegular, CopyRegular, PrintRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import type { SummaryResult } from '../api'
import { downloadText, safeFileName, summaryMarkdown, type MarkdownLabels } from '../summary-markdown'

export function useMarkdownLabels(): MarkdownLabels {
  const { t } = useTranslation('llm')
  return {
    summary: t('sections.summary'),
    topics: t('sections.topics'),
    decisions: t('sections.decisions'),
    actionItems: t('sections.actionItems'),
    questions: t('sections.questions'),
    speakers: t('sections.speakers'),
    owner: t('markdown.owner'),
    due: t('markdown.due'),
    unverified: t('result.unverified'),
    speaker: t('speakers.speaker'),
    share: t('speakers.share'),
    words: t('speakers.words'),
    turns: t('speakers.turns'),
    noneFound: t('result.noneFound'),
  }
}

/** Copy as Markdown, export a .md file, print to PDF (the browser's print dialog saves PDF). */
export function ResultActions({
  title,
  result,
  sections,
  toasterId,
}: {
  title: string
  result: SummaryResult
  /** The sections the run asked for: an empty one says "none found" in the Markdown too. */
  sections?: readonly string[]
  toasterId: string
}) {
  const { t } = useTranslation('llm')
  const labels = useMarkdownLabels()
  const { dispatchToast } = useToastController(toasterId)
  const markdown = () => summaryMarkdown(title, result, labels, sections)
  const copy = async () => {
    const ok = await navigator.clipboard?.writeText(markdown()).then(
      () => true,
      () => false,
    )
    dispatchToast(
      <Toast>
        <ToastTitle>{ok ? t('actions.copied') : t('actions.copyFailed')}</ToastTitle>
      </Toast>,
      { intent: ok ? 'success' : 'error' },
    )
  }
  return (
    <>
      <Button icon={<CopyRegular />} onClick={() => void copy()}>
        {t('actions.copy')}
      </Button>
      <Button
        icon={<ArrowDownloadRegular />}
        onClick={() => downloadText(safeFileName(title), markdown())}
        data-testid="llm-export-md"
      >
        {t('actions.markdown')}
      </Button>
      <Button icon={<PrintRegular />} onClick={() => window.print()}>
        {t('actions.pdf')}
      </Button>
    </>
  )
}
