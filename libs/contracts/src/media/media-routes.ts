import { IMAGE_CONTENT_TYPES } from '../constants';
import { defineRoutes } from '../routes/route-contract';
import { MEDIA_PATHS } from './media-paths';
import { presignRequestSchema, presignResponseSchema } from './presign';

/** Every public route of the media service (spec §7 uploads, and reading images back). */
export const MEDIA_ROUTES = defineRoutes('media', {
  presignUpload: {
    method: 'POST',
    path: MEDIA_PATHS.presign,
    summary: 'Where to PUT an image (a signed URL for one file of one size and type)',
    auth: 'required',
    access: 'any signed-in user (rate limited per user)',
    body: presignRequestSchema,
    answers: {
      200: { description: 'The upload URL, its key, method and headers.', schema: presignResponseSchema },
    },
    errors: [413, 415],
  },
  uploadImage: {
    method: 'PUT',
    path: MEDIA_PATHS.uploadBlob,
    summary: 'Send the image to the URL presign gave (local storage; with S3 the bucket takes it)',
    description:
      'Query `expires` and `sig` come with the URL; the body must have the declared type and size.',
    auth: 'none',
    access: 'whoever holds the signed URL, before it expires',
    rawBody: { contentTypes: IMAGE_CONTENT_TYPES, description: 'The image bytes, exactly as presigned.' },
    answers: { 204: { description: 'Stored; attach it by its key within the hour.' } },
    errors: [400, 403, 404, 409, 413, 415],
  },
  discardUpload: {
    method: 'DELETE',
    path: MEDIA_PATHS.upload,
    summary: 'Discard an upload that was never attached',
    auth: 'required',
    access: 'its uploader',
    answers: { 204: { description: 'Discarded.' } },
    errors: [403, 404, 409],
  },
  getImage: {
    method: 'GET',
    path: MEDIA_PATHS.image,
    summary: 'An image (re-encoded, immutable)',
    auth: 'none',
    answers: {
      200: { description: 'The image (local storage), cached for a year.', contentType: 'image/*' },
      302: {
        description: 'With S3: a redirect to the bucket URL or a presigned GET.',
        headers: { Location: 'Where the image is.' },
      },
    },
    errors: [404],
  },
});
