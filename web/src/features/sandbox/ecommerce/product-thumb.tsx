import { makeStyles, tokens } from '@fluentui/react-components'
import { BoxRegular } from '@fluentui/react-icons'
import { useEffect, useState } from 'react'
import { getImageBlob } from './ecommerce-api'

const useStyles = makeStyles({
  box: {
    width: '40px',
    height: '40px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'grid',
    placeItems: 'center',
    overflow: 'hidden',
    color: tokens.colorNeutralForeground3,
    fontSize: '20px',
  },
  large: { width: '96px', height: '96px', fontSize: '36px' },
  img: { width: '100%', height: '100%', objectFit: 'cover' },
})

const UPLOADED = /^\/api\/apps\/ecommerce\/product-images\/([0-9a-f-]{36})\/content$/

/** A product's picture: an uploaded image fetched with the session; the seeded products' sample paths show a box. */
export function ProductThumb({ src, alt, large }: { src: string; alt: string; large?: boolean }) {
  const styles = useStyles()
  const [url, setUrl] = useState<string>()
  const id = UPLOADED.exec(src)?.[1]
  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    let made: string | undefined
    void getImageBlob(id, controller.signal)
      .then(({ data }) => {
        if (data instanceof Blob && !controller.signal.aborted) setUrl((made = URL.createObjectURL(data)))
      })
      .catch(() => undefined)
    return () => {
      controller.abort()
      if (made) URL.revokeObjectURL(made)
    }
  }, [id])
  return (
    <span className={`${styles.box} ${large ? styles.large : ''}`}>
      {url ? <img className={styles.img} src={url} alt={alt} /> : <BoxRegular aria-hidden />}
    </span>
  )
}
