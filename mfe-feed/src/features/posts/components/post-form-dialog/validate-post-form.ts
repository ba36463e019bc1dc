import { firstFieldErrors } from '@campusloop/owned-item-web';
import {
  createPostRequestSchema,
  updatePostRequestSchema,
  type CreatePostInput,
  type MediaInput,
  type UpdatePostInput,
} from '@campusloop/contracts';

export type PostFormValues = { title: string; body: string; isAnonymous: boolean; media: MediaInput[] };
export type PostFormErrors = Partial<Record<'title' | 'body' | 'media', string>>;

type Validated<T> = { ok: true; value: T } | { ok: false; errors: PostFormErrors };

const FIELDS = ['title', 'body', 'media'] as const;
const firstErrors = (issues: Parameters<typeof firstFieldErrors>[0]): PostFormErrors =>
  firstFieldErrors(issues, FIELDS);

/** A new post, checked with the service's own schema (spec §5 create messages, e.g. 'Title is required'). */
export function validateNewPost(values: PostFormValues): Validated<CreatePostInput> {
  const parsed = createPostRequestSchema.safeParse(values);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: firstErrors(parsed.error.issues) };
}

/**
 * An edit, checked with the update schema (spec §5 update messages, e.g. 'Post title is required').
 * Anonymity is not sent: the edit form cannot change it. `media` only when the images changed.
 */
export function validatePostEdit(values: PostFormValues, mediaChanged: boolean): Validated<UpdatePostInput> {
  const parsed = updatePostRequestSchema.safeParse({
    title: values.title,
    body: values.body,
    ...(mediaChanged ? { media: values.media } : {}),
  });
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: firstErrors(parsed.error.issues) };
}
