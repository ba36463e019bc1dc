import { useId, useRef, useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import { createCommentRequestSchema, type DiscussionComment, type UploadDescriptor } from '@campusloop/contracts';
import { Button, ImageUploader } from '@campusloop/ui';
import { useUploadTransport } from '@campusloop/web-platform';
import { useAddDiscussionCommentMutation } from '../../api/comment-mutations-api';
import { addCommentErrorMessage } from '../../api/discussion-error-messages';
import { AnonymousSwitch } from '../anonymous-switch/anonymous-switch';
import { useCommentThread } from '../comment-thread/comment-thread-context';

/** Spec §2/§9: an empty comment box collapses 150 ms after it loses focus. */
export const COMMENT_BLUR_COLLAPSE_MS = 150;

type CommentBoxProps = {
  /** null for a top-level comment, else the comment (or reply) answered. */
  parentId: string | null;
  /** A top-level box starts and collapses back to a plain input. */
  collapsible?: boolean;
  /** Accessible name (default: the thread's comment label). */
  label?: string;
  placeholder?: string;
  onPosted?: (comment: DiscussionComment) => void;
  onCancel?: () => void;
};

const Box = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  input[type='text'],
  textarea {
    width: 100%;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
  input[type='text'] {
    min-height: 44px;
  }
  textarea {
    min-height: 88px;
    resize: vertical;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Writes a comment or reply inside a DiscussionSection (spec §2/§4/§5): text and/or up to 3 images (Send disabled while both
 * are empty), optional anonymity; a posted comment clears the draft.
 */
export function CommentBox({
  parentId,
  collapsible = false,
  label: labelProp,
  placeholder: placeholderProp,
  onPosted,
  onCancel,
}: CommentBoxProps) {
  const { target, texts, onCommentCountChange } = useCommentThread();
  const label = labelProp ?? texts.commentLabel;
  const placeholder = placeholderProp ?? (labelProp ? `${labelProp}...` : texts.commentPlaceholder);
  const [expanded, setExpanded] = useState(!collapsible);
  const [text, setText] = useState('');
  const [isAnonymous, setAnonymous] = useState(false);
  const [media, setMedia] = useState<UploadDescriptor[]>([]);
  const [showImages, setShowImages] = useState(false);
  const [uploaderKey, setUploaderKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [addComment, { isLoading: sending }] = useAddDiscussionCommentMutation();
  const transport = useUploadTransport();
  const form = useRef<HTMLFormElement>(null);
  const collapseTimer = useRef<number | undefined>(undefined);
  const errorId = useId();

  const empty = text.trim() === '' && media.length === 0;

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!collapsible || form.current?.contains(event.relatedTarget as Node | null)) return;
    window.clearTimeout(collapseTimer.current);
    collapseTimer.current = window.setTimeout(() => {
      const stillInside = form.current?.contains(document.activeElement);
      if (!stillInside && text.trim() === '' && media.length === 0) {
        setExpanded(false);
        setShowImages(false);
      }
    }, COMMENT_BLUR_COLLAPSE_MS);
  };

  async function submit() {
    const parsed = createCommentRequestSchema.safeParse({ body: text, parentId, isAnonymous, media });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      const comment = await addComment({ target, body: parsed.data }).unwrap();
      if (!comment.parentId) onCommentCountChange?.(1);
      setText('');
      setMedia([]);
      setUploaderKey((key) => key + 1);
      setShowImages(false);
      if (collapsible) setExpanded(false);
      onPosted?.(comment);
    } catch (failure) {
      setError((texts.addFailed ?? addCommentErrorMessage)(failure));
    }
  }

  if (!expanded) {
    return (
      <Box as="div">
        <input
          type="text"
          aria-label={label}
          placeholder={placeholder}
          readOnly
          onFocus={() => setExpanded(true)}
          onClick={() => setExpanded(true)}
        />
      </Box>
    );
  }

  return (
    <Box
      ref={form}
      aria-label={label}
      onBlur={onBlur}
      onFocus={() => window.clearTimeout(collapseTimer.current)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <textarea
        aria-label={label}
        placeholder={placeholder}
        value={text}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {showImages && (
        <ImageUploader
          key={uploaderKey}
          context="COMMENT"
          isAnonymous={isAnonymous}
          presign={transport.presign}
          discard={transport.discard}
          onChange={setMedia}
        />
      )}
      <AnonymousSwitch
        label={parentId ? texts.anonymousReply : texts.anonymousComment}
        checked={isAnonymous}
        onChange={setAnonymous}
        lockedByImages={media.length > 0}
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
      <Row>
        {!showImages && (
          <Button variant="ghost" onClick={() => setShowImages(true)}>
            Add Images
          </Button>
        )}
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={empty} loading={sending}>
          Send
        </Button>
      </Row>
    </Box>
  );
}
