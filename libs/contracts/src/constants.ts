/** Business constants and limits of spec §9. */
export const OTP_LENGTH = 6;
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
export const EMAIL_MAX = 254;
export const NAME_MIN = 3;
export const NAME_MAX = 50;
export const BIO_MAX = 500;
export const DEGREE_MAX = 100;
export const GRADUATION_YEAR_MIN = 2000;
export const GRADUATION_YEAR_MAX = 2040;
export const REFERRAL_CODE_LENGTH = 10;
export const POST_TITLE_MAX = 120;
export const POST_BODY_MAX = 5000;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_BODY_MAX = 2000;
export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 2000;
export const EVENT_LOCATION_MAX = 255;
export const LISTING_TITLE_MAX = 120;
export const LISTING_DESCRIPTION_MAX = 2000;
export const LISTING_NOTES_MAX = 500;
export const COMMUNITY_NAME_MIN = 3;
export const COMMUNITY_NAME_MAX = 255;
export const COMMUNITY_DESCRIPTION_MIN = 3;
export const COMMUNITY_DESCRIPTION_MAX = 1000;

// Media contexts with their image limits and the lists' page sizes are declared with each vertical (its
// `media` and `pageSizes` in tools/verticals/verticals.json) and generated into one typed view.
export {
  MAX_IMAGES_PER_CONTEXT,
  MEDIA_CONTEXTS,
  PAGE_SIZES,
  type MediaContext,
} from './vertical-limits.generated';

export const IMAGE_MAX_BYTES = 7 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export const MOBILE_BREAKPOINT_PX = 768;
