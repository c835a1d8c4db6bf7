import { BLOG_EXCERPT_LENGTH } from '@/config/constants'

/** The first 120 characters of the content, then "...", as the spec says. */
export const excerptOf = (content: string) => `${content.slice(0, BLOG_EXCERPT_LENGTH)}...`
