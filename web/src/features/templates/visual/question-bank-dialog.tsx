import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  SearchBox,
  tokens,
} from '@fluentui/react-components'
import { LibraryRegular } from '@fluentui/react-icons'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { useLoad } from '../../../lib/use-load'
import { BANK_PAGE_SIZE, listQuestionBank } from '../api'
import type { Question } from './question-model'

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    padding: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  text: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  pager: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', marginTop: tokens.spacingVerticalM },
})

/** "Add from bank": search the organization's questions and copy one into this set with its timings. */
export function QuestionBankDialog({ onPick, disabled }: { onPick: (q: Question) => void; disabled: boolean }) {
  const { t } = useTranslation('templates')
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<LibraryRegular />} disabled={disabled}>
          {t('bank.open')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('bank.title')}</DialogTitle>
          <DialogContent>
            {open && (
              <BankSearch
                onPick={(q) => {
                  onPick(q)
                  setOpen(false)
                }}
              />
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button>{t('bank.close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}

function BankSearch({ onPick }: { onPick: (q: Question) => void }) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const [typed, setTyped] = useState('')
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  // The service searches: wait for a pause in typing rather than asking at every key.
  // Only a changed search goes back to page 1: on opening, the unchanged empty search did so 300 ms later, and sent
  // a person who had already pressed Next back to the first page.
  useEffect(() => {
    if (typed === query) return
    const timer = setTimeout(() => {
      setQuery(typed)
      setPage(1)
    }, 300)
    return () => clearTimeout(timer)
  }, [typed, query])
  const bank = useLoad((signal) => listQuestionBank(query, page, signal), [query, page], t('bank.loadError'))
  const pages = Math.max(1, Math.ceil((bank.data?.total ?? 0) / BANK_PAGE_SIZE))
  return (
    <>
      <SearchBox
        value={typed}
        placeholder={t('bank.search')}
        aria-label={t('bank.search')}
        onChange={(_, d) => setTyped(d.value)}
      />
      {bank.error ? (
        <ErrorState message={bank.error} onRetry={bank.reload} />
      ) : !bank.data ? (
        <LoadingState />
      ) : bank.data.total === 0 ? (
        <EmptyState title={t('bank.empty')} />
      ) : (
        <>
          <div className={styles.list} data-testid="question-bank">
            {bank.data.questions.map(({ question, setName, setVersion }) => (
              <div key={`${setName}-${question.id}`} className={styles.item}>
                <div className={styles.text}>
                  <Body1 dir="auto">{question.text}</Body1>
                  <Caption1 className={styles.muted}>
                    {t('bank.from', {
                      set: setName,
                      version: setVersion,
                      think: question.thinkSeconds,
                      answer: question.answerSeconds,
                    })}
                  </Caption1>
                </div>
                <Button
                  appearance="primary"
                  aria-label={t('bank.addThis', { text: question.text })}
                  onClick={() => onPick(question)}
                >
                  {t('bank.add')}
                </Button>
              </div>
            ))}
          </div>
          {pages > 1 && (
            <div className={styles.pager}>
              <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('bank.previous')}
              </Button>
              <Caption1>{t('bank.page', { page, pages })}</Caption1>
              <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('bank.next')}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  )
}
