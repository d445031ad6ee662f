import {
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { ArrowDownloadRegular, DeleteRegular, DocumentArrowRightRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { formatBytes, type RbotFile } from '../api'

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  name: { overflowWrap: 'anywhere' },
})

export type FileAction = 'download' | 'import' | 'delete'

export function FilesTable({
  rows,
  onAction,
  canDelete,
}: {
  rows: RbotFile[]
  onAction: (f: RbotFile, a: FileAction) => void
  canDelete: boolean
}) {
  const { t, i18n } = useTranslation('bbb')
  const styles = useStyles()
  return (
    <Table size="small" aria-label={t('files.title')}>
      <TableHeader>
        <TableRow>
          {(['name', 'meeting', 'kind', 'size', 'uploaded'] as const).map((c) => (
            <TableHeaderCell key={c}>{t(`files.column.${c}`)}</TableHeaderCell>
          ))}
          <TableHeaderCell aria-label={t('column.actions')} />
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((f) => (
          <TableRow key={f.id} data-file={f.name}>
            <TableCell className={styles.name}>{f.name}</TableCell>
            <TableCell>{f.meetingTitle ?? '—'}</TableCell>
            <TableCell>{t(`files.kind.${f.kind}`)}</TableCell>
            <TableCell>{formatBytes(f.size, i18n.language)}</TableCell>
            <TableCell>
              {new Date(f.createdAt).toLocaleString(i18n.language)} · {t(`files.by.${f.uploadedBy}`)}
            </TableCell>
            <TableCell>
              <div className={styles.actions}>
                <Button
                  size="small"
                  icon={<ArrowDownloadRegular />}
                  aria-label={t('files.download', { name: f.name })}
                  onClick={() => onAction(f, 'download')}
                />
                {f.importable && (
                  <Button size="small" icon={<DocumentArrowRightRegular />} onClick={() => onAction(f, 'import')}>
                    {t('files.import')}
                  </Button>
                )}
                {canDelete && (
                  <Button
                    size="small"
                    icon={<DeleteRegular />}
                    aria-label={t('files.delete', { name: f.name })}
                    onClick={() => onAction(f, 'delete')}
                  />
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
