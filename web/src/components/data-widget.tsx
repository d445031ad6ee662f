import { Skeleton, SkeletonItem } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState } from './screen-state'
import { SectionCard } from './section-card'

/**
 * A dashboard widget: a titled card that shows its own loading, error and empty state, so one slow or failed
 * source never blanks the whole screen. `data` undefined means still loading; `empty` decides the empty state.
 */
export function DataWidget<T>({
  title,
  data,
  error,
  onRetry,
  empty,
  emptyText,
  className,
  children,
}: {
  title: string
  data: T | undefined
  error: string | null
  onRetry?: () => void
  empty?: (data: T) => boolean
  emptyText: string
  className?: string
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation()
  let body: ReactNode
  if (error) body = <ErrorState message={error} onRetry={onRetry} />
  else if (data === undefined)
    body = (
      <Skeleton aria-label={t('loading')}>
        <SkeletonItem size={16} />
        <SkeletonItem size={16} />
        <SkeletonItem size={96} />
      </Skeleton>
    )
  else if (empty?.(data)) body = <EmptyState title={emptyText} />
  else body = children(data)
  return (
    <SectionCard title={title} className={className}>
      {body}
    </SectionCard>
  )
}
