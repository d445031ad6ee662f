import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  mergeClasses,
  tokens,
} from '@fluentui/react-components'
import { ArrowUploadRegular, DismissRegular, DocumentRegular } from '@fluentui/react-icons'
import { useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../../components/screen-state'
import { ACCEPT, checkFiles, MAX_FILES, type FileProblem } from './file-rules'
import { InputCard } from './input-card'

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    textAlign: 'center',
  },
  over: { border: `2px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
})

/** /forms/file-upload: pick or drop files; type, size and count are checked before anything would be sent. */
export default function FileUpload() {
  const { t, i18n } = useTranslation('showcaseForms')
  const styles = useStyles()
  const input = useRef<HTMLInputElement>(null)
  const [files, setFiles] = useState<File[]>([])
  const [refused, setRefused] = useState<{ name: string; problem: FileProblem }[]>([])
  const [over, setOver] = useState(false)
  const size = (n: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: n > 1e6 ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    }).format(n > 1e6 ? n / 1e6 : n / 1e3)
  const add = (list: FileList | null) => {
    if (!list) return
    const { accepted, refused } = checkFiles(files.length, [...list])
    setFiles([...files, ...(accepted as File[])])
    setRefused(refused)
  }
  const drop = (e: DragEvent) => {
    e.preventDefault()
    setOver(false)
    add(e.dataTransfer.files)
  }
  return (
    <InputCard title={t('inputs.fileUpload')}>
      <div
        className={mergeClasses(styles.zone, over && styles.over)}
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <ArrowUploadRegular fontSize={32} aria-hidden />
        <Body1>{t('upload.drop')}</Body1>
        <Caption1>{t('upload.rules', { count: MAX_FILES })}</Caption1>
        <Button appearance="primary" onClick={() => input.current?.click()}>
          {t('upload.browse')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={ACCEPT.join(',')}
          aria-label={t('upload.browse')}
          onChange={(e) => {
            add(e.target.files)
            e.target.value = ''
          }}
        />
      </div>
      {refused.length > 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {refused.map((r) => t(`upload.problems.${r.problem}`, { name: r.name })).join(' ')}
          </MessageBarBody>
        </MessageBar>
      )}
      {files.length === 0 ? (
        <EmptyState title={t('upload.none')} />
      ) : (
        <ul className={styles.list} aria-label={t('upload.chosen')}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className={styles.item}>
              <DocumentRegular aria-hidden />
              <Body1 className={styles.name}>{f.name}</Body1>
              <Caption1>{size(f.size)}</Caption1>
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={t('upload.remove', { name: f.name })}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      )}
    </InputCard>
  )
}
