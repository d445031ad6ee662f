import { Caption1, Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../config/paths'
import { useAppAbility } from '../../lib/ability'
import { useLoad } from '../../lib/use-load'
import { getReportTemplate } from './api'

const useStyles = makeStyles({ root: { color: tokens.colorNeutralForeground2 } })

/** "Scored with <template> v<n>" on a report page, when the report recorded a template version. */
export function ReportTemplateVersion({ reportId }: { reportId: string }) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const ability = useAppAbility()
  const used = useLoad((signal) => getReportTemplate(reportId, signal), [reportId], t('loadError'))
  if (!used.data) return null
  const { name, version, kind, templateId } = used.data
  const label = t('usedBy.label', { name, version, kind: t(`kinds.${kind}`) })
  return (
    <Caption1 className={styles.root} data-template-version={version}>
      {ability.can('update', 'Template') ? (
        <Link href={`${paths.jsonBuilder.code.getHref()}?id=${templateId}`} asChild>
          <FluentLink>{label}</FluentLink>
        </Link>
      ) : (
        label
      )}
    </Caption1>
  )
}
