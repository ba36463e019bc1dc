export { ImageUploader, type ImageUploaderProps } from './image-uploader';
export { useImageUploads, type UploadItem, type UploadItemStatus, type UseImageUploadsOptions } from './use-image-uploads';
export { validateImageFiles, type FileValidation } from './validate-image-files';
export { uploadToUrl, type UploadToUrlOptions } from './upload-to-url';
export { toUploadFailure, uploadFailureMessage, isUploadFailure, type UploadFailure } from './upload-failure';
export {
  ImageUrlCache,
  IMAGE_URL_TTL_MS,
  DEFAULT_IMAGE_URL_TTL_MS,
  IMAGE_URL_CACHE_MAX_ENTRIES,
  type ImageUrlCacheOptions,
} from './image-url-cache';
export { SafeImage, IMAGE_UNAVAILABLE, type SafeImageProps } from './safe-image';
