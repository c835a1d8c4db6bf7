import * as z from 'zod/mini'
import { imageUrl, recordId, text } from '@/lib/record-fields'

export const articleRecordSchema = z.object({
  id: recordId,
  image: imageUrl,
  title: text,
  content: text,
  tags: z.array(
    z.pipe(
      text,
      z.transform((tag) => tag.replace(/^#+/, '')),
    ),
  ),
  author: text,
  date: text.check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'a date')),
})

/**
 * Where an article's texts are in another language than the data's (decision 038, `articlesIn`):
 * the fields shown in English for want of a translation (their elements say `lang="en"`).
 */
export type ArticleTranslation = { english: readonly ('title' | 'content' | 'excerpt')[] }

export type Article = z.output<typeof articleRecordSchema> & { translation?: ArticleTranslation }

export const articleFileSchema = z.array(z.unknown())
