import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MediaContext, PresignRequest, PresignResponse, UploadDescriptor } from '@campusloop/contracts';
import { toUploadFailure, uploadFailureMessage } from './upload-failure';
import { uploadToUrl } from './upload-to-url';
import { validateImageFiles } from './validate-image-files';

export type UploadItemStatus = 'selected' | 'uploading' | 'uploaded' | 'failed';

export interface UploadItem {
  id: string;
  file: File;
  status: UploadItemStatus;
  /** 0..100; 100 only once the service accepted the file. */
  progress: number;
  error?: string;
  descriptor?: UploadDescriptor;
}

export interface UseImageUploadsOptions {
  context: MediaContext;
  /** The content being edited, or null/absent for new content. */
  referenceId?: string | null;
  isAnonymous?: boolean;
  /** Images the form already holds (existing media), counted against the context limit. */
  alreadyHeld?: number;
  /** Calls `POST /api/v1/uploads/presign` (with the session's bearer token). */
  presign: (request: PresignRequest) => Promise<PresignResponse>;
  /** Calls `DELETE /api/v1/uploads/<key>` when an uploaded image is removed (best effort). */
  discard?: (key: string) => Promise<void>;
  /** Sends the bytes (default: XMLHttpRequest with progress). */
  upload?: typeof uploadToUrl;
  /** Descriptors of the uploaded images, for the form to submit. */
  onChange?: (descriptors: UploadDescriptor[]) => void;
}

let nextItemId = 0;

/**
 * The state of an image picker (spec §4 "Image upload"): files selected → 'Upload Images' →
 * progress → uploaded, with per-file validation (spec §5) and failure texts (spec §8).
 */
export function useImageUploads(options: UseImageUploadsOptions) {
  const { context, referenceId = null, isAnonymous = false, alreadyHeld = 0, presign, discard, upload = uploadToUrl, onChange } = options;
  const [items, setItems] = useState<UploadItem[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const { accepted, errors: problems } = validateImageFiles(files, context, alreadyHeld + itemsRef.current.length);
      setErrors(problems);
      if (accepted.length === 0) return;
      setItems((current) => [
        ...current,
        ...accepted.map((file) => ({ id: `upload-${(nextItemId += 1)}`, file, status: 'selected' as const, progress: 0 })),
      ]);
    },
    [alreadyHeld, context],
  );

  const uploadOne = useCallback(
    async (item: UploadItem) => {
      patch(item.id, { status: 'uploading', progress: 0, error: undefined });
      let stage: 'presign' | 'upload' = 'presign';
      try {
        const contentType = item.file.type as PresignRequest['contentType'];
        const ticket = await presign({ context, contentType, size: item.file.size, referenceId, isAnonymous });
        stage = 'upload';
        await upload({
          url: ticket.uploadUrl,
          headers: ticket.headers,
          file: item.file,
          // Bytes sent is not yet "accepted": the service still checks and re-encodes them.
          onProgress: (fraction) => patch(item.id, { progress: Math.min(99, Math.round(fraction * 100)) }),
        });
        const descriptor: UploadDescriptor = { s3Key: ticket.key, originalFilename: item.file.name, contentType, fileSize: item.file.size };
        patch(item.id, { status: 'uploaded', progress: 100, descriptor });
      } catch (error) {
        patch(item.id, { status: 'failed', progress: 0, error: uploadFailureMessage(toUploadFailure(error, stage)) });
      }
    },
    [context, isAnonymous, patch, presign, referenceId, upload],
  );

  /** Uploads every selected (or failed) file, one after another. */
  const uploadAll = useCallback(async () => {
    setUploading(true);
    try {
      for (const item of itemsRef.current.filter((candidate) => candidate.status === 'selected' || candidate.status === 'failed')) {
        await uploadOne(item);
      }
    } finally {
      setUploading(false);
    }
  }, [uploadOne]);

  const remove = useCallback(
    (id: string) => {
      const item = itemsRef.current.find((candidate) => candidate.id === id);
      if (!item) return;
      setItems((current) => current.filter((candidate) => candidate.id !== id));
      setErrors([]);
      if (item.descriptor && discard) discard(item.descriptor.s3Key).catch(() => undefined);
    },
    [discard],
  );

  const descriptors = useMemo(
    () => items.flatMap((item) => (item.status === 'uploaded' && item.descriptor ? [item.descriptor] : [])),
    [items],
  );
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    onChangeRef.current?.(descriptors);
  }, [descriptors]);

  return { items, errors, uploading, descriptors, addFiles, uploadAll, remove };
}
