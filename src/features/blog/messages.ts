const backToBlogs = 'Back to the journal'

/** The journal: the list of articles, a card, an article's page. */
export const blogMessages = {
  eyebrow: 'The journal',
  heading: 'Blogs',
  intro:
    'Notes from our advisers on design, neighbourhoods, the market and the art of living well.',
  loadFailed: 'We could not load the journal just now.',
  empty: 'No articles have been published yet.',
  readMore: 'Read More',
  readMoreLabel: (title: string) => `Read More: ${title}`,
  tags: 'Tags',
  notFound: {
    page: 'Article not found',
    title: 'Article not found',
    body: 'This article has been moved or never existed.',
    action: backToBlogs,
  },
  backToBlogs,
} as const
