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

export const MEDIA_CONTEXTS = [
  'PROFILE',
  'POST',
  'COMMENT',
  'EVENT',
  'MARKETPLACE',
  'COMMUNITY',
  'RATING',
  'UNIVERSITY_LOGO',
  'UNIVERSITY_CAMPUS',
] as const;
export type MediaContext = (typeof MEDIA_CONTEXTS)[number];
export const MAX_IMAGES_PER_CONTEXT: Record<MediaContext, number> = {
  PROFILE: 1,
  POST: 3,
  COMMENT: 3,
  EVENT: 1,
  MARKETPLACE: 3,
  COMMUNITY: 1,
  RATING: 3,
  UNIVERSITY_LOGO: 1,
  UNIVERSITY_CAMPUS: 5,
};
export const IMAGE_MAX_BYTES = 7 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

export const PAGE_SIZES = {
  notifications: 20,
  notificationsDropdown: 10,
  feed: 20,
  events: 20,
  listings: 20,
  communities: 20,
  communityPosts: 20,
  ratings: 20,
  comments: 20,
  replies: 10,
} as const;

export const MOBILE_BREAKPOINT_PX = 768;
