// Zod-free (front ends import it): every media path template, relative to /api/v1.

export const MEDIA_PATHS = {
  presign: '/uploads/presign',
  uploadBlob: '/uploads/blob/{+key}',
  upload: '/uploads/{+key}',
  image: '/media/{+key}',
} as const;
