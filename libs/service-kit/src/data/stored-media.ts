import { Schema } from 'mongoose';
import type { MediaItem } from '@campusloop/contracts';

/** A media item as media's attach answered it (contracts `mediaItemSchema`). */
export const storedMediaSchema = new Schema<MediaItem>(
  {
    id: { type: String, required: true },
    url: { type: String, required: true },
    isDefault: { type: Boolean, required: true },
    s3Key: { type: String },
    originalFilename: { type: String },
    contentType: { type: String },
    fileSize: { type: Number },
  },
  { _id: false, versionKey: false },
);
