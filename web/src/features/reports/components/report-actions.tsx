import { Button } from '@fluentui/react-components'
import { ArrowClockwiseRegular, DeleteRegular, PrintRegular, ShareRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { revealCharts } from '../../../components/charts/deferred-chart'

interface ReportActionsProps {
  onShare?: () => void
  onRerun?: () => void
  onDelete?: () => void
  canPrint: boolean
}

/** Share, print to PDF, analyse again and delete: each shown only when the user may do it. */
export function ReportActions({ onShare, onRerun, onDelete, canPrint }: ReportActionsProps) {
  const { t } = useTranslation('reports')
  return (
    <>
      {onShare && (
        <Button appearance="primary" icon={<ShareRegular />} onClick={onShare}>
          {t('actions.share')}
        </Button>
      )}
      {canPrint && (
        <Button icon={<PrintRegular />} onClick={() => void revealCharts().then(() => window.print())}>
          {t('actions.print')}
        </Button>
      )}
      {onRerun && (
        <Button icon={<ArrowClockwiseRegular />} onClick={onRerun}>
          {t('actions.rerun')}
        </Button>
      )}
      {onDelete && (
        <Button icon={<DeleteRegular />} onClick={onDelete}>
          {t('actions.delete')}
        </Button>
      )}
    </>
  )
}
