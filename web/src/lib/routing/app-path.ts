/** Only a path of this app: `//host` or `https:` would leave the site. */
export const isAppPath = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
