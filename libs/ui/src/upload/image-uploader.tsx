import { useEffect, useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { MAX_IMAGES_PER_CONTEXT, MEDIA_MESSAGES } from '@campusloop/contracts';
import { Button } from '../components/button/button';
import { SafeImage } from './safe-image';
import { useImageUploads, type UploadItem, type UseImageUploadsOptions } from './use-image-uploads';

export type ImageUploaderProps = UseImageUploadsOptions & {
  /** Label of the picker; default 'Choose Images'. */
  label?: string;
  disabled?: boolean;
};

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const PickLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  input { position: absolute; width: 1px; height: 1px; opacity: 0; }
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Errors = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
const ItemRow = styled.li`
  display: grid;
  grid-template-columns: 56px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  img, [role='img'] { width: 56px; height: 56px; object-fit: cover; border-radius: ${({ theme }) => theme.radii.sm}; }
`;
const Status = styled.span<{ $tone: 'muted' | 'success' | 'danger' }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
`;

function ItemStatus({ item }: { item: UploadItem }) {
  if (item.status === 'uploading') {
    return <progress max={100} value={item.progress} aria-label={`Uploading ${item.file.name}`} />;
  }
  if (item.status === 'uploaded') return <Status $tone="success">✓ Uploaded</Status>;
  if (item.status === 'failed') return <Status $tone="danger" role="alert">{item.error}</Status>;
  return null;
}

/** A thumbnail from the local file; the object URL is released when the row goes. */
function Preview({ file }: { file: File }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <SafeImage src={url} alt={file.name} /> : <span aria-hidden="true" />;
}

/**
 * Image picker for forms (spec §4/§5/§8): validates each picked file, 'Upload Images' sends them to
 * presigned URLs with real progress, '✓ Uploaded' when the service accepted them, Remove per file.
 * The form submits the descriptors it receives through `onChange`.
 */
export function ImageUploader({ label = 'Choose Images', disabled = false, ...options }: ImageUploaderProps) {
  const { items, errors, uploading, addFiles, uploadAll, remove } = useImageUploads(options);
  const hintId = useId();
  const max = MAX_IMAGES_PER_CONTEXT[options.context];
  const pending = items.some((item) => item.status === 'selected' || item.status === 'failed');

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []));
    event.target.value = '';
  };

  return (
    <Wrapper>
      <Row>
        <PickLabel $disabled={disabled || uploading}>
          {label}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple={max > 1}
            disabled={disabled || uploading}
            onChange={onPick}
            aria-describedby={hintId}
          />
        </PickLabel>
        <Button onClick={() => void uploadAll()} disabled={disabled || !pending} loading={uploading}>
          Upload Images
        </Button>
      </Row>
      <Hint id={hintId}>{MEDIA_MESSAGES.sizeHint}</Hint>
      {errors.length > 0 && (
        <Errors role="alert">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </Errors>
      )}
      {items.length > 0 && (
        <List aria-label="Selected images">
          {items.map((item) => (
            <ItemRow key={item.id}>
              <Preview file={item.file} />
              <Row>
                <span>{item.file.name}</span>
                <ItemStatus item={item} />
              </Row>
              <Button variant="ghost" onClick={() => remove(item.id)} disabled={item.status === 'uploading'} aria-label={`Remove ${item.file.name}`}>
                Remove
              </Button>
            </ItemRow>
          ))}
        </List>
      )}
    </Wrapper>
  );
}
