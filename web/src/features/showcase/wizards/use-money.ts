import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/** Dollars with cents in the reader's language ("1 299,00 $US" in French). */
export function useMoney() {
  const { i18n } = useTranslation()
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' })
    return (n: number) => format.format(n)
  }, [i18n.language])
}
