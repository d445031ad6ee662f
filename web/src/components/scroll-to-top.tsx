import { Button, makeStyles, tokens, Tooltip } from '@fluentui/react-components'
import { ArrowUpRegular } from '@fluentui/react-icons'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

// Spec sections 2 and 9.
const THRESHOLD_PX = 200

const useStyles = makeStyles({
  button: {
    position: 'fixed',
    right: tokens.spacingHorizontalXXL, // Griffel mirrors it to the left in right-to-left
    bottom: '64px',
    zIndex: 20,
    boxShadow: tokens.shadow16,
    '@media print': { display: 'none' },
  },
})

/** Appears after 200 px of scroll and scrolls smoothly back to the top. */
export function ScrollToTop() {
  const { t } = useTranslation()
  const styles = useStyles()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > THRESHOLD_PX)
    // Reading scrollY lays the page out: at mount that would happen inside the first render's commit, adding to its
    // long task, so a page already scrolled (a restored position) is looked at in a task of its own.
    const first = setTimeout(update)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      clearTimeout(first)
      window.removeEventListener('scroll', update)
    }
  }, [])
  if (!visible) return null
  return (
    <Tooltip content={t('shell.scrollToTop')} relationship="label">
      <Button
        className={styles.button}
        appearance="primary"
        shape="circular"
        size="large"
        icon={<ArrowUpRegular />}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        data-testid="scroll-to-top"
      />
    </Tooltip>
  )
}
