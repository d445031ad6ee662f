import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Body1 } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../gallery-example'

const ITEMS = ['one', 'two', 'three'] as const

const CODE = `
<Accordion collapsible defaultOpenItems="one">
  <AccordionItem value="one">
    <AccordionHeader>How is a report made?</AccordionHeader>
    <AccordionPanel>From the meeting's transcript…</AccordionPanel>
  </AccordionItem>
</Accordion>
`

export default function AccordionExample() {
  const { t } = useTranslation('showcaseGallery')
  return (
    <GalleryExample code={CODE} column>
      <Accordion collapsible defaultOpenItems="one">
        {ITEMS.map((key) => (
          <AccordionItem key={key} value={key}>
            <AccordionHeader>{t(`demo.faq.${key}.q`)}</AccordionHeader>
            <AccordionPanel>
              <Body1>{t(`demo.faq.${key}.a`)}</Body1>
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </GalleryExample>
  )
}
