/** One help-center article as the seed writes it: its title and its body, a paragraph per entry. */
export interface HelpArticleText {
  title: string
  body: string[]
}

export interface HelpCategory {
  title: string
  /** Remix icon name, as the help-center document stores it. */
  icon: string
  articles: HelpArticleText[]
}

/** A card of the popular and keep-learning rows: an article with a one-line subtitle. */
export interface HelpCard extends HelpArticleText {
  subtitle: string
}
