import { COMMUNITY_DESCRIPTION_MAX, COMMUNITY_NAME_MAX, COMMUNITY_NAME_MIN } from '../constants';

/**
 * Every text of the Communities vertical: spec §5 (form and server validation), §2 (empty states,
 * settings), §8 Communities (failures, toasts). Both the service and mfe-communities use these.
 */
export const COMMUNITY_MESSAGES = {
  notFoundOrNoAccess: 'Community not found or you may not have access to it.',
  // §5
  nameRequired: 'Community name is required',
  nameTooShort: `Community name must be at least ${COMMUNITY_NAME_MIN} characters`,
  nameTooLong: `Community name must be less than ${COMMUNITY_NAME_MAX} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooShort: 'Description must be at least 3 characters',
  descriptionTooLong: `Description must be less than ${COMMUNITY_DESCRIPTION_MAX} characters`,
  visibilityRequired: 'Visibility is required',
  universityVerificationRequired: 'You must be university verified to create university communities',
  /** The server's 400 for a taken name (contains 'name already exists'); the form shows it on the name. */
  nameTaken: 'A community with this name already exists',
  /** A university the caller is not a verified student of; the form shows it on visibility. */
  invalidUniversity: 'Invalid university selection',
  visibilityLocked: 'Community type cannot be changed after creation',
  coverInvalid: 'Cover image must be a new upload, the current image, REMOVE, or null',
  coverNotOnCommunity: 'Image not found on this community',
  // Owner-only and membership rules (§6)
  updateForbidden: 'You do not have permission to update this community',
  deleteForbidden: 'You do not have permission to delete this community',
  ownerCannotJoinOrLeave: 'You own this community and are always a member of it',
  joinToSeePosts: 'Join this community to see and share its posts.',
  /** Its owner's refusal to post in a community a moderator blocked (issue 28; everyone else gets the 404). */
  blockedNoPosts: 'This community has been blocked by our moderators for violating our community guidelines. No new posts can be shared in it.',
  // §2
  settingsDenied: "Access Denied: You don't have permission to access community settings.",
  noneSelected: 'No community selected.',
  // §8
  loadFailed: 'Failed to load communities',
  joinFailed: 'Failed to join community',
  leaveFailed: 'Failed to leave community',
  createFailed: 'Failed to create community',
  updateFailed: 'Failed to update community',
  deleteFailed: 'Failed to delete community',
  joined: 'Joined community successfully!',
  left: 'Left community successfully!',
  created: 'Community created successfully!',
  updated: 'Community updated successfully!',
  deleted: 'Community deleted successfully!',
} as const;

/** Spec §2 Communities: each list's empty state (title / hint). */
export const COMMUNITY_EMPTY_STATES = {
  public: { title: 'No public communities yet', hint: 'Be the first to create a public community!' },
  campus: { title: 'No campus communities yet', hint: 'Create a community for your university!' },
  mine: { title: "You haven't created any communities", hint: 'Start building your community today!' },
  joined: { title: "You haven't joined any communities", hint: 'Explore and join communities that interest you!' },
  posts: { title: 'No posts yet', hint: 'Be the first to share something in this community!' },
} as const;
