import { makeStyles, tokens } from '@fluentui/react-components'

export const useLinkStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline' },
  },
})
