import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { bulkCreate, failure, type BulkResult } from '../api'
import { QuestionSetField, SettingsFields, type Settings } from './settings-fields'
import { useQuestionSets } from './use-question-sets'

const useStyles = makeStyles({
  surface: { maxWidth: '760px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  scroll: { overflowX: 'auto', maxHeight: '50vh' },
  bad: { color: tokens.colorPaletteRedForeground1 },
  link: { wordBreak: 'break-all' },
})

/** CSV of candidates (name,email) → one interview per good row; the result table names every row's fate. */
export function BulkDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const { sets } = useQuestionSets(open, t('list.loadError'))
  const [csv, setCsv] = useState('')
  const [settings, setSettings] = useState<Settings>({
    questionSetId: '',
    language: 'en',
    mode: 'steps',
    expiresInDays: 7,
    requestedKinds: ['self'],
  })
  const [result, setResult] = useState<BulkResult>()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)
  useEffect(() => {
    if (!settings.questionSetId && sets[0]) setSettings((s) => ({ ...s, questionSetId: sets[0].id }))
  }, [sets, settings.questionSetId])
  useEffect(() => {
    if (open) {
      setResult(undefined)
      setError(undefined)
    }
  }, [open])

  const readFile = (file: File | undefined) => file && void file.text().then(setCsv)
  const send = async () => {
    setPending(true)
    setError(undefined)
    const { data, error: e } = await bulkCreate({ csv, sendInvitation: true, ...settings }).catch((err: unknown) => ({
      data: undefined,
      error: err,
    }))
    setPending(false)
    if (!data) return setError(failure(e, t('errors.unexpected')).message)
    setResult(data)
    onDone()
  }

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('bulk.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {result ? (
              <>
                <MessageBar intent={result.failed ? 'warning' : 'success'}>
                  <MessageBarBody>
                    {t('bulk.summary', { created: result.created, failed: result.failed })}
                  </MessageBarBody>
                </MessageBar>
                <div className={styles.scroll}>
                  <Table size="small" aria-label={t('bulk.title')}>
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>{t('bulk.row')}</TableHeaderCell>
                        <TableHeaderCell>{t('wizard.name')}</TableHeaderCell>
                        <TableHeaderCell>{t('wizard.email')}</TableHeaderCell>
                        <TableHeaderCell>{t('bulk.result')}</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {result.results.map((r) => (
                        <TableRow key={r.row}>
                          <TableCell>{r.row}</TableCell>
                          <TableCell>{r.name}</TableCell>
                          <TableCell>{r.email}</TableCell>
                          <TableCell className={r.ok ? styles.link : styles.bad}>{r.ok ? r.link : r.error}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              </>
            ) : (
              <>
                <Field label={t('bulk.csv')} hint={t('bulk.csvHint')}>
                  <Textarea value={csv} onChange={(_, d) => setCsv(d.value)} rows={6} data-testid="bulk-csv" />
                </Field>
                <input
                  type="file"
                  accept=".csv,text/csv"
                  aria-label={t('bulk.file')}
                  onChange={(e) => readFile(e.target.files?.[0])}
                />
                <QuestionSetField
                  sets={sets}
                  value={settings.questionSetId}
                  onChange={(id) => setSettings((s) => ({ ...s, questionSetId: id }))}
                />
                <SettingsFields value={settings} onChange={setSettings} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{result ? t('wizard.close') : t('wizard.cancel')}</Button>
            {!result && (
              <Button
                appearance="primary"
                disabled={pending || !csv.trim() || !settings.questionSetId}
                onClick={() => void send()}
              >
                {t('bulk.send')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
