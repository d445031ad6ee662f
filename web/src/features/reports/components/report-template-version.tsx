import { Caption1, Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import { useAppAbility } from '../../../lib/ability'
import { useLoad, type Loaded } from '../../../lib/use-load'
import { earlyPaths } from '../../../config/early-paths'
import { getReportTemplate } from '../api'

const useStyles = makeStyles({ root: { color: tokens.colorNeutralForeground2 } })

type UsedTemplate = NonNullable<Awaited<ReturnType<typeof getReportTemplate>>['data']>

/**
 * Which template version scored a report. The report page asks it beside the report itself and shows the page once
 * both have answered: the line arriving later would push the report down.
 */
export function useReportTemplate(reportId: string): Loaded<UsedTemplate> {
  const { t } = useTranslation('templates')
  return useLoad((signal) => getReportTemplate(reportId, signal), [reportId], t('loadError'), {
    early: earlyPaths.reportTemplate(reportId),
  })
}

/** "Scored with <template> v<n>" on a report page, when the report recorded a template version. */
export function ReportTemplateVersion({ used }: { used: Loaded<UsedTemplate> }) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const ability = useAppAbility()
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
