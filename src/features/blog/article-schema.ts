import { z } from 'zod'
import { safeImageUrl } from '@/lib/safe-url'

const text = z.string().trim().min(1)

export const articleRecordSchema = z.object({
  id: z.union([text, z.number().int().nonnegative()]).transform(String),
  image: text.refine((value) => safeImageUrl(value) !== undefined, 'an http(s) or site URL'),
  title: text,
  content: text,
  tags: z.array(text.transform((tag) => tag.replace(/^#+/, ''))),
  author: text,
  date: text.refine((value) => !Number.isNaN(Date.parse(value)), 'a date'),
})

export type Article = z.output<typeof articleRecordSchema>

export const articleFileSchema = z.array(z.unknown())
