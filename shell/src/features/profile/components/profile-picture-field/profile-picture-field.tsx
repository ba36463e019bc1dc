import { useCallback } from 'react';
import styled from 'styled-components';
import type { PresignRequest, UploadDescriptor, User } from '@campusloop/contracts';
import { Avatar, Button, ImageUploader, VerifiedBadge } from '@campusloop/ui';
import { useDiscardUploadMutation, usePresignUploadMutation } from '@campusloop/web-platform';

const Layout = styled.fieldset`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  margin: 0;
  padding: 0;
  border: none;
  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space.sm}; font-weight: 600; }
  ${({ theme }) => theme.media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

const Column = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  p { margin: 0; }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export type ProfilePictureFieldProps = {
  user: User;
  /** The current picture is marked for removal (saved with the form). */
  removing: boolean;
  onRemovingChange: (removing: boolean) => void;
  /** The picture uploaded in this form (null when none or removed again). */
  onUpload: (descriptor: UploadDescriptor | null) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * Spec §4 profile picture: unchanged, a new upload pending, or marked for removal with Undo Remove.
 * New pictures go through the upload widget (context PROFILE) and are saved with the form.
 */
export function ProfilePictureField({ user, removing, onRemovingChange, onUpload, error, disabled = false }: ProfilePictureFieldProps) {
  const [presign] = usePresignUploadMutation();
  const [discard] = useDiscardUploadMutation();
  const presignUpload = useCallback((request: PresignRequest) => presign(request).unwrap(), [presign]);
  const discardUpload = useCallback((key: string) => discard(key).unwrap(), [discard]);
  const onChange = useCallback((descriptors: UploadDescriptor[]) => onUpload(descriptors[0] ?? null), [onUpload]);
  const name = user.name?.trim() || user.email;
  const verifiedAt = user.universityVerified ? user.universityName : null;

  return (
    <Layout>
      <legend>Profile Picture</legend>
      <Avatar name={name} src={removing ? null : user.avatarUrl} size={96} verified={Boolean(verifiedAt)} label="Profile picture" />
      <Column>
        {verifiedAt && <VerifiedBadge universityName={verifiedAt} />}
        {user.profileImage && !removing && (
          <div>
            <Button variant="ghost" onClick={() => onRemovingChange(true)} disabled={disabled}>
              Remove Picture
            </Button>
          </div>
        )}
        {removing && (
          <>
            <Note role="status">Your picture will be removed when you save.</Note>
            <div>
              <Button variant="secondary" onClick={() => onRemovingChange(false)} disabled={disabled}>
                Undo Remove
              </Button>
            </div>
          </>
        )}
        <ImageUploader
          context="PROFILE"
          referenceId={user.id}
          label={user.profileImage ? 'Choose New Picture' : 'Choose Picture'}
          presign={presignUpload}
          discard={discardUpload}
          onChange={onChange}
          disabled={disabled}
        />
        {error && <ErrorText role="alert">{error}</ErrorText>}
      </Column>
    </Layout>
  );
}
