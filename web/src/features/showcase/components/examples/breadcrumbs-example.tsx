import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem } from '@fluentui/react-components'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { GalleryExample } from '../gallery-example'

const CODE = `
<Breadcrumb aria-label="Breadcrumb">
  <BreadcrumbItem><BreadcrumbButton href="/components">Components</BreadcrumbButton></BreadcrumbItem>
  <BreadcrumbDivider />
  <BreadcrumbItem><BreadcrumbButton current>Breadcrumbs</BreadcrumbButton></BreadcrumbItem>
</Breadcrumb>
`

export default function BreadcrumbsExample() {
  const { t } = useTranslation('showcaseGallery')
  const [, navigate] = useLocation()
  const trail: [string, string | null][] = [
    [t('demo.home'), '/'],
    [t('components.title'), '/components'],
    [t('components.breadcrumbs.title'), null],
  ]
  return (
    <GalleryExample code={CODE}>
      <Breadcrumb aria-label={t('demo.breadcrumb')}>
        {trail.map(([label, href], i) => (
          <Fragment key={label}>
            {i > 0 && <BreadcrumbDivider />}
            <BreadcrumbItem>
              {href ? (
                <BreadcrumbButton onClick={() => navigate(href)}>{label}</BreadcrumbButton>
              ) : (
                <BreadcrumbButton current>{label}</BreadcrumbButton>
              )}
            </BreadcrumbItem>
          </Fragment>
        ))}
      </Breadcrumb>
    </GalleryExample>
  )
}
