import { Body1, Button, Caption1, Card, CardFooter, CardHeader, makeStyles, Text } from '@fluentui/react-components'
import { ArrowReplyRegular, ShareRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../gallery-example'

const useStyles = makeStyles({ card: { width: '320px', maxWidth: '100%' } })

const CODE = `
<Card>
  <CardHeader header={<Text weight="semibold">Weekly sync</Text>} description={<Caption1>Today, 10:00</Caption1>} />
  <Body1>Notes and decisions of the team's weekly meeting.</Body1>
  <CardFooter>
    <Button icon={<ArrowReplyRegular />}>Reply</Button>
    <Button icon={<ShareRegular />}>Share</Button>
  </CardFooter>
</Card>
`

export default function CardsExample() {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  return (
    <GalleryExample code={CODE}>
      <Card className={styles.card}>
        <CardHeader
          header={<Text weight="semibold">{t('demo.cardTitle')}</Text>}
          description={<Caption1>{t('demo.cardWhen')}</Caption1>}
        />
        <Body1>{t('demo.cardText')}</Body1>
        <CardFooter>
          <Button icon={<ArrowReplyRegular />}>{t('demo.reply')}</Button>
          <Button icon={<ShareRegular />}>{t('demo.share')}</Button>
        </CardFooter>
      </Card>
      <Card className={styles.card} appearance="outline">
        <CardHeader header={<Text weight="semibold">{t('demo.outlineCard')}</Text>} />
        <Body1>{t('demo.outlineCardText')}</Body1>
      </Card>
    </GalleryExample>
  )
}
