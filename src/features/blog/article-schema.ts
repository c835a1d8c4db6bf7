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

export type Article = z.output<typeof articleRecordSchema>

export const articleFileSchema = z.array(z.unknown())
