import { useEffect, useRef, useState } from 'react';
import { POST_BODY_MAX, POST_TITLE_MAX, type Post, type UploadDescriptor } from '@campusloop/contracts';
import { AnonymousSwitch } from '@campusloop/discussion-web';
import { FormDialogFrame, FormError, useFieldErrors } from '@campusloop/owned-item-web';
import { ExistingImages, ImageUploader, TextAreaField, TextField, useToast } from '@campusloop/ui';
import { useUploadTransport } from '@campusloop/web-platform';
import { createPostErrorMessage } from '../../api/feed-error-messages';
import type { FeedSource } from '../../api/feed-source';
import { useCreatePostMutation } from '../../api/post-mutations-api';
import { usePostActions } from '../../hooks/use-post-actions';
import {
  validateNewPost,
  validatePostEdit,
  type PostFormErrors,
  type PostFormValues,
} from './validate-post-form';

export type PostFormDialogProps = { onClose: () => void } & (
  { mode: 'create'; source: FeedSource } | { mode: 'edit'; post: Post }
);

const IMAGES_HEADING = 'Images (up to 3)';
const EDIT_ANONYMITY_LOCKED = 'Anonymous status cannot be changed after posting';

/**
 * Create Post / Edit Post (spec §4/§5): title and content with counters and the service's own
 * validation, the anonymous switch (disabled while images are attached; fixed when editing), and up
 * to 3 images. An edit is optimistic: the feed shows the new title and content at once while the
 * dialog stays open, saving; it closes when the server takes the edit, and when the server refuses it
 * (the feed reverts) the dialog keeps the user's draft and says why, so nothing typed is lost.
 */
export function PostFormDialog(props: PostFormDialogProps) {
  const { onClose } = props;
  const editing = props.mode === 'edit' ? props.post : null;
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [isAnonymous, setAnonymous] = useState(editing?.isAnonymous ?? false);
  const [kept, setKept] = useState(editing?.media ?? []);
  const [added, setAdded] = useState<UploadDescriptor[]>([]);
  const { errors, follow, submitted } = useFieldErrors<PostFormErrors>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [createPost, { isLoading: creating }] = useCreatePostMutation();
  const { updatePost } = usePostActions();
  const toast = useToast();
  const transport = useUploadTransport();
  // A refusal that arrives after the dialog was closed can only be told by a toast.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const values = (next: Partial<PostFormValues> = {}): PostFormValues => ({
    title,
    body,
    isAnonymous,
    media: [...kept.map(({ id }) => ({ id })), ...added],
    ...next,
  });
  const mediaChanged = added.length > 0 || kept.length !== (editing?.media.length ?? 0);
  const check = (candidate: PostFormValues) =>
    editing ? validatePostEdit(candidate, mediaChanged) : validateNewPost({ ...candidate, media: added });
  // After a first submit, errors follow the typing.
  const revalidate = (next: Partial<PostFormValues>) => follow(check(values(next)));

  async function submit() {
    setFailure(null);
    if (editing) {
      const result = validatePostEdit(values(), mediaChanged);
      submitted(result);
      if (!result.ok) return;
      setSaving(true);
      const refusal = await updatePost({ postId: editing.id, body: result.value });
      if (!mounted.current) {
        if (refusal) toast.show({ tone: 'error', message: refusal });
        return;
      }
      setSaving(false);
      if (refusal) return setFailure(refusal);
      onClose();
      return;
    }
    const result = validateNewPost(values({ media: added }));
    submitted(result);
    if (!result.ok) return;
    if (props.mode !== 'create') return;
    try {
      await createPost({ source: props.source, body: result.value }).unwrap();
      onClose();
    } catch (error) {
      setFailure(createPostErrorMessage(error));
    }
  }

  const formId = editing ? `edit-post-${editing.id}` : 'create-post';
  return (
    <FormDialogFrame
      title={editing ? 'Edit Post' : 'Create Post'}
      formId={formId}
      submitLabel={editing ? 'Save Changes' : 'Post'}
      saving={creating || saving}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label="Title"
        value={title}
        counter={{ current: title.trim().length, max: POST_TITLE_MAX }}
        error={errors.title}
        onChange={(event) => {
          setTitle(event.target.value);
          revalidate({ title: event.target.value });
        }}
      />
      <TextAreaField
        label="Content"
        rows={8}
        value={body}
        counter={{ current: body.trim().length, max: POST_BODY_MAX }}
        error={errors.body}
        onChange={(event) => {
          setBody(event.target.value);
          revalidate({ body: event.target.value });
        }}
      />
      <AnonymousSwitch
        checked={isAnonymous}
        onChange={setAnonymous}
        lockedByImages={added.length > 0}
        {...(editing ? { lockedReason: EDIT_ANONYMITY_LOCKED } : {})}
      />
      <fieldset>
        <legend>{IMAGES_HEADING}</legend>
        <ExistingImages
          media={kept}
          onRemove={(id) => setKept((list) => list.filter((item) => item.id !== id))}
        />
        <ImageUploader
          context="POST"
          referenceId={editing?.id ?? null}
          isAnonymous={isAnonymous}
          alreadyHeld={kept.length}
          presign={transport.presign}
          discard={transport.discard}
          onChange={setAdded}
        />
        {errors.media && <FormError role="alert">{errors.media}</FormError>}
      </fieldset>
      {failure && <FormError role="alert">{failure}</FormError>}
    </FormDialogFrame>
  );
}
