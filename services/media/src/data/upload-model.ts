import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import { IMAGE_CONTENT_TYPES, MEDIA_CONTEXTS, type ImageContentType, type MediaContext } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';

/**
 * pending    presigned; no bytes yet (or a failed attempt that may be retried with the same URL)
 * receiving  the local driver is streaming the bytes in
 * processing bytes are being checked and re-encoded
 * ready      the re-encoded image is stored and readable, not yet used by any content
 * attached   used by content (context + attachedReferenceId); never swept
 */
export const UPLOAD_STATUSES = ['pending', 'receiving', 'processing', 'ready', 'attached'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

export interface Upload {
  _id: string;
  key: string;
  userId: string;
  context: MediaContext;
  /** What the client said the image is for at presign time (null: content not created yet). */
  referenceId: string | null;
  isAnonymous: boolean;
  /** Declared at presign time and bound into the upload URL's signature. */
  contentType: ImageContentType;
  declaredSize: number;
  urlExpiresAt: Date;
  status: UploadStatus;
  /** Size of the re-encoded image. */
  storedSize: number | null;
  width: number | null;
  height: number | null;
  originalFilename: string | null;
  attachedReferenceId: string | null;
  attachedAt: Date | null;
  /** From the service clock (not mongoose timestamps), so tests can age uploads. */
  createdAt: Date;
  statusChangedAt: Date;
}

export type UploadDocument = HydratedDocument<Upload>;
export type UploadModel = Model<Upload>;

const uploadSchema = new Schema<Upload>(
  {
    _id: { type: String, default: newId },
    key: { type: String, required: true },
    userId: { type: String, required: true },
    context: { type: String, enum: MEDIA_CONTEXTS, required: true },
    referenceId: { type: String, default: null },
    isAnonymous: { type: Boolean, required: true },
    contentType: { type: String, enum: IMAGE_CONTENT_TYPES, required: true },
    declaredSize: { type: Number, required: true },
    urlExpiresAt: { type: Date, required: true },
    status: { type: String, enum: UPLOAD_STATUSES, required: true },
    storedSize: { type: Number, default: null },
    width: { type: Number, default: null },
    height: { type: Number, default: null },
    originalFilename: { type: String, default: null },
    attachedReferenceId: { type: String, default: null },
    attachedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    statusChangedAt: { type: Date, required: true },
  },
  { collection: 'uploads', versionKey: false },
);

// Every query the service runs: by key (PUT, GET, attach), drafts per user/context/reference
// (presign limit), attached per reference (attach limit, detach), and the abandoned-upload sweep.
uploadSchema.index({ key: 1 }, { unique: true });
uploadSchema.index({ userId: 1, context: 1, referenceId: 1, status: 1, createdAt: 1 });
uploadSchema.index({ context: 1, attachedReferenceId: 1, status: 1 });
uploadSchema.index({ status: 1, createdAt: 1 });

export function uploadModel(connection: Connection): UploadModel {
  return (connection.models['Upload'] as UploadModel | undefined) ?? connection.model<Upload>('Upload', uploadSchema);
}
