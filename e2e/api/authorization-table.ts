/**
 * The authorization table of the whole API (issue 31): every route of the contracts (libs/contracts
 * `apiRoutes()`) × the personas → the status each must get. e2e/tests/api-authorization.spec.ts sends
 * every cell against the composed stack and, for a refused write with a `readBack`, reads the resource
 * (as its owner) before and after: a refusal must change nothing.
 *
 * A route without a row fails the spec. The signed-out column comes from the contract when the row
 * does not say: a route with `auth: 'required'` answers 401 before anything of the request is judged.
 * The other cells are checked where the row names them; a cell left out is not checked (yet).
 *
 * Personas (e2e/api/personas.ts, all through the real sign-up): the owner of every fixture below (a
 * verified student of campus A), another verified student of campus A, a verified student of campus B,
 * an unverified student (profile names campus A, university e-mail never verified), a high-school
 * student, signed out, a moderator (verified at campus A, role given by the operator's command), and a
 * restricted verified student of campus A (restricted by that moderator: every write refused).
 */

export const PERSONA_NAMES = [
  'owner',
  'sameCampus',
  'otherCampus',
  'unverified',
  'highSchool',
  'signedOut',
  'moderator',
  'restricted',
] as const;
export type PersonaName = (typeof PERSONA_NAMES)[number];

/** What the owner (and others) made before the table runs; ids are public ids. */
export interface Fixtures {
  campusA: string;
  campusB: string;
  ownerId: string;
  publicPost: string;
  campusPost: string;
  publicComment: string;
  event: string;
  eventComment: string;
  listing: string;
  listingComment: string;
  community: string;
  campusCommunity: string;
  rating: string;
  notification: string;
  /** The owner's referral code (the owner is eligible: verified and has rated campus A). */
  referralCode: string;
}

export interface Call {
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
}

export interface AuthorizationRow {
  /** The request: path values, body and query, from the fixtures. */
  call?: (f: Fixtures) => Call;
  /** Expected status per persona. */
  expect: Partial<Record<PersonaName, number>>;
  /** A path read as the owner before and after every refused call of this row: it must not change. */
  readBack?: (f: Fixtures) => string;
}

/** Statuses for a write only the owner of the item may make. */
const OWNER_ONLY_WRITE = {
  sameCampus: 403,
  otherCampus: 403,
  unverified: 403,
  highSchool: 403,
  moderator: 403,
  restricted: 403,
};
/** A campus route of campus A: its verified students only. */
const CAMPUS_A_READ = {
  owner: 200,
  sameCampus: 200,
  otherCampus: 403,
  unverified: 403,
  highSchool: 403,
  moderator: 200,
  restricted: 200,
};
/** Moderators' desks: everyone else 403. */
const MODERATOR_READ = {
  owner: 403,
  sameCampus: 403,
  otherCampus: 403,
  unverified: 403,
  highSchool: 403,
  moderator: 200,
  restricted: 403,
};
const MODERATOR_WRITE = {
  owner: 403,
  sameCampus: 403,
  otherCampus: 403,
  unverified: 403,
  highSchool: 403,
  restricted: 403,
};
/** Any signed-in reader of something of their own. */
const OWN_READ = {
  owner: 200,
  sameCampus: 200,
  otherCampus: 200,
  unverified: 200,
  highSchool: 200,
  moderator: 200,
  restricted: 200,
};

const post = (f: Fixtures) => `/feed/posts/${f.publicPost}`;
const campusPost = (f: Fixtures) => `/feed/posts/${f.campusPost}`;
const event = (f: Fixtures) => `/universities/${f.campusA}/events/${f.event}`;
const listing = (f: Fixtures) => `/universities/${f.campusA}/market/${f.listing}`;
const community = (f: Fixtures) => `/communities/${f.community}`;
const ratingsOfA = () => '/users/me/activity/ratings';
const EDIT_POST = { title: 'Edited by someone else', body: 'This edit must be refused.' };
const LISTING = { title: 'Not yours', description: 'This edit must be refused.', price: 1, notes: 'none' };
/** A valid event a week ahead (India time, as the spec sends it). */
const inAWeek = (hour: number) =>
  `${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}T${hour}:00:00+05:30`;
const EVENT_EDIT = {
  title: 'Not yours',
  description: 'This edit must be refused.',
  location: 'Nowhere',
  startsAt: inAWeek(18),
  endsAt: inAWeek(20),
};
const COMMUNITY_EDIT = {
  name: 'Not yours at all',
  description: 'This edit must be refused.',
  visibility: 'PUBLIC',
};
const RATING = { academics: 1, placements: 1, campusLife: 1, hostel: 1 };
const REPORT = { reason: 'spam' };
const SOMEONE = 'AAAAAAAAAAA'; // a well-formed id nobody has

/**
 * The moderators' side of a desk (contracts `moderationRouteSpecs`; issue 28): queue and audit log for
 * moderators only, block / unblock / dismiss refused to everyone else (changing nothing).
 */
function deskRows(
  vertical: string,
  itemId: (f: Fixtures) => string,
  readBack: (f: Fixtures) => string,
  names = { queue: 'listReportedItems', block: 'blockItem', unblock: 'unblockItem', dismiss: 'dismissReports', audit: 'listModerationAudit' },
): Record<string, AuthorizationRow> {
  const act = (withReadBack: boolean): AuthorizationRow => ({
    call: (f) => ({ params: { itemId: itemId(f) }, body: {} }),
    expect: MODERATOR_WRITE,
    ...(withReadBack ? { readBack } : {}),
  });
  return {
    [`${vertical}.${names.queue}`]: { expect: MODERATOR_READ },
    [`${vertical}.${names.block}`]: act(true),
    [`${vertical}.${names.unblock}`]: act(true),
    [`${vertical}.${names.dismiss}`]: act(false),
    [`${vertical}.${names.audit}`]: { expect: MODERATOR_READ },
  };
}

/** A discussion kit's comment desk (contracts `commentModerationRouteSpecs`): the desk and sealed "restrict the author". */
function commentDeskRows(
  vertical: string,
  commentId: (f: Fixtures) => string,
  readBack: (f: Fixtures) => string,
): Record<string, AuthorizationRow> {
  return {
    ...deskRows(vertical, commentId, readBack, {
      queue: 'listReportedComments',
      block: 'blockComment',
      unblock: 'unblockComment',
      dismiss: 'dismissCommentReports',
      audit: 'listCommentModerationAudit',
    }),
    [`${vertical}.restrictCommentAuthor`]: {
      call: (f) => ({ params: { itemId: commentId(f) }, body: { hours: 1 } }),
      expect: MODERATOR_WRITE,
    },
    [`${vertical}.liftCommentAuthorRestriction`]: {
      call: (f) => ({ params: { itemId: commentId(f) }, body: {} }),
      expect: MODERATOR_WRITE,
    },
  };
}

export const AUTHORIZATION_TABLE: Readonly<Record<string, AuthorizationRow>> = {
  // ── identity ──
  'identity.requestOtp': { call: () => ({ body: {} }), expect: { signedOut: 400 } },
  'identity.verifyOtp': { call: () => ({ body: {} }), expect: { signedOut: 400 } },
  'identity.refreshToken': { expect: { signedOut: 401 } },
  'identity.logout': { expect: { signedOut: 204 } },
  'identity.getMe': { expect: OWN_READ },
  'identity.updateMe': { call: () => ({ body: {} }), expect: {} },
  'identity.requestUniversityOtp': { call: () => ({ body: {} }), expect: {} },
  'identity.verifyUniversityOtp': { call: () => ({ body: {} }), expect: {} },
  'identity.listUniversities': { expect: { signedOut: 200, owner: 200 } },
  'identity.getUniversityDetails': {
    call: (f) => ({ params: { id: f.campusA } }),
    expect: { signedOut: 200, highSchool: 200 },
  },
  'identity.sendContactMessage': { call: () => ({ body: {} }), expect: { signedOut: 400 } },
  'identity.restrictAccount': {
    call: (f) => ({ params: { userId: f.ownerId }, body: { hours: 1, reason: 'must be refused' } }),
    expect: MODERATOR_WRITE,
  },
  'identity.liftRestriction': {
    call: (f) => ({ params: { userId: f.ownerId }, body: {} }),
    expect: MODERATOR_WRITE,
  },
  'identity.listRestrictionAudit': { expect: MODERATOR_READ },
  // Blocks: an unknown (well-formed) id, so no persona's later reads change; any signed-in user may
  // block, a restricted one is refused like every write.
  'identity.blockUser': {
    call: () => ({ params: { userId: 'Zz0000000zZ' } }),
    expect: { owner: 404, sameCampus: 404, otherCampus: 404, unverified: 404, highSchool: 404, moderator: 404, restricted: 403 },
  },
  'identity.unblockUser': {
    call: (f) => ({ params: { userId: f.ownerId } }),
    expect: { owner: 204, sameCampus: 204, otherCampus: 204, unverified: 204, highSchool: 204, moderator: 204, restricted: 403 },
  },
  'identity.listBlockedUsers': { expect: OWN_READ },

  // ── media ──
  'media.presignUpload': {
    call: () => ({ body: { context: 'POST', contentType: 'image/png', size: 1000 } }),
    expect: { owner: 200, highSchool: 200, restricted: 403 },
  },
  'media.uploadImage': {
    call: () => ({ params: { key: 'uploads/forged/key.jpg' } }),
    expect: { signedOut: 403 },
  },
  'media.discardUpload': {
    call: () => ({ params: { key: 'uploads/forged/key.jpg' } }),
    expect: { owner: 404, restricted: 403 },
  },
  'media.getImage': { call: () => ({ params: { key: 'uploads/none.jpg' } }), expect: { signedOut: 404 } },

  // ── feed ──
  'feed.listPublicPosts': { expect: { signedOut: 200, highSchool: 200, unverified: 200 } },
  'feed.createPublicPost': {
    call: () => ({ body: { title: 'Restricted', body: 'Must be refused.' } }),
    expect: { restricted: 403 },
    readBack: () => '/feed/public/posts',
  },
  'feed.listCampusPosts': { call: (f) => ({ params: { universityId: f.campusA } }), expect: CAMPUS_A_READ },
  'feed.createCampusPost': {
    call: (f) => ({
      params: { universityId: f.campusA },
      body: { title: 'Not my campus', body: 'Must be refused.' },
    }),
    expect: { otherCampus: 403, unverified: 403, highSchool: 403, restricted: 403 },
    readBack: (f) => `/feed/universities/${f.campusA}/posts`,
  },
  // A community's posts are for its members: the owner's community, nobody else has joined it.
  'feed.listPublicCommunityPosts': {
    call: (f) => ({ params: { communityId: f.community } }),
    expect: { owner: 200, sameCampus: 403, highSchool: 403 },
  },
  'feed.createPublicCommunityPost': {
    call: (f) => ({
      params: { communityId: f.community },
      body: { title: 'Not a member', body: 'Must be refused.' },
    }),
    expect: { sameCampus: 403, otherCampus: 403, highSchool: 403, restricted: 403 },
    readBack: (f) => `/feed/public/communities/${f.community}/posts`,
  },
  'feed.listCampusCommunityPosts': {
    call: (f) => ({ params: { universityId: f.campusA, communityId: f.campusCommunity } }),
    expect: { owner: 200, otherCampus: 403, highSchool: 403 },
  },
  'feed.createCampusCommunityPost': {
    call: (f) => ({
      params: { universityId: f.campusA, communityId: f.campusCommunity },
      body: { title: 'Not a member', body: 'Must be refused.' },
    }),
    expect: { sameCampus: 403, otherCampus: 403, unverified: 403, highSchool: 403, restricted: 403 },
    readBack: (f) => `/feed/universities/${f.campusA}/communities/${f.campusCommunity}/posts`,
  },
  // A campus post signed out: 401, the same as for an unknown id (README "Anonymity and existence").
  'feed.getPost': {
    call: (f) => ({ params: { postId: f.campusPost } }),
    expect: { ...CAMPUS_A_READ, signedOut: 401 },
  },
  'feed.updatePost': {
    call: (f) => ({ params: { postId: f.publicPost }, body: EDIT_POST }),
    expect: OWNER_ONLY_WRITE,
    readBack: post,
  },
  'feed.deletePost': {
    call: (f) => ({ params: { postId: f.publicPost } }),
    expect: OWNER_ONLY_WRITE,
    readBack: post,
  },
  'feed.listComments': {
    call: (f) => ({ params: { postId: f.campusPost } }),
    expect: { ...CAMPUS_A_READ, signedOut: 401 },
  },
  'feed.addComment': {
    call: (f) => ({ params: { postId: f.campusPost }, body: { body: 'Not my campus' } }),
    expect: { otherCampus: 403, unverified: 403, highSchool: 403, restricted: 403 },
    readBack: campusPost,
  },
  'feed.deleteComment': {
    call: (f) => ({ params: { postId: f.publicPost, commentId: f.publicComment } }),
    expect: OWNER_ONLY_WRITE,
    readBack: (f) => `/feed/posts/${f.publicPost}/comments`,
  },
  'feed.listReplies': {
    call: (f) => ({ params: { postId: f.publicPost, commentId: f.publicComment } }),
    expect: { signedOut: 200, owner: 200 },
  },
  'feed.likeComment': {
    call: (f) => ({ params: { postId: f.publicPost, commentId: f.publicComment } }),
    expect: { restricted: 403 },
  },
  'feed.unlikeComment': {
    call: (f) => ({ params: { postId: f.publicPost, commentId: f.publicComment } }),
    expect: { restricted: 403 },
  },
  'feed.likeTarget': {
    call: (f) => ({ params: { postId: f.campusPost } }),
    expect: { otherCampus: 403, unverified: 403, highSchool: 403, restricted: 403 },
    readBack: campusPost,
  },
  'feed.unlikeTarget': {
    call: (f) => ({ params: { postId: f.campusPost } }),
    expect: { otherCampus: 403, restricted: 403 },
  },
  // Reporting a post one may not see answers as for an unknown post (404).
  'feed.reportItem': {
    call: (f) => ({ params: { postId: f.campusPost }, body: REPORT }),
    expect: { otherCampus: 404, highSchool: 404, restricted: 403 },
  },
  'feed.listReportedItems': { expect: MODERATOR_READ },
  'feed.blockItem': {
    call: (f) => ({ params: { itemId: f.publicPost }, body: {} }),
    expect: MODERATOR_WRITE,
    readBack: post,
  },
  'feed.unblockItem': {
    call: (f) => ({ params: { itemId: f.publicPost }, body: {} }),
    expect: MODERATOR_WRITE,
    readBack: post,
  },
  'feed.dismissReports': {
    call: (f) => ({ params: { itemId: f.publicPost }, body: {} }),
    expect: MODERATOR_WRITE,
  },
  'feed.listModerationAudit': { expect: MODERATOR_READ },
  'feed.restrictItemAuthor': {
    call: (f) => ({ params: { itemId: f.publicPost }, body: { hours: 1 } }),
    expect: MODERATOR_WRITE,
  },
  'feed.liftItemAuthorRestriction': {
    call: (f) => ({ params: { itemId: f.publicPost }, body: {} }),
    expect: MODERATOR_WRITE,
  },
  'feed.reportComment': {
    call: (f) => ({ params: { postId: f.publicPost, commentId: f.publicComment }, body: REPORT }),
    expect: { restricted: 403 },
  },
  'feed.listReportedComments': { expect: MODERATOR_READ },
  'feed.blockComment': {
    call: (f) => ({ params: { itemId: f.publicComment }, body: {} }),
    expect: MODERATOR_WRITE,
    readBack: (f) => `/feed/posts/${f.publicPost}/comments`,
  },
  'feed.unblockComment': {
    call: (f) => ({ params: { itemId: f.publicComment }, body: {} }),
    expect: MODERATOR_WRITE,
    readBack: (f) => `/feed/posts/${f.publicPost}/comments`,
  },
  'feed.dismissCommentReports': {
    call: (f) => ({ params: { itemId: f.publicComment }, body: {} }),
    expect: MODERATOR_WRITE,
  },
  'feed.listCommentModerationAudit': { expect: MODERATOR_READ },
  'feed.restrictCommentAuthor': {
    call: (f) => ({ params: { itemId: f.publicComment }, body: { hours: 1 } }),
    expect: MODERATOR_WRITE,
  },
  'feed.liftCommentAuthorRestriction': {
    call: (f) => ({ params: { itemId: f.publicComment }, body: {} }),
    expect: MODERATOR_WRITE,
  },

  // ── events ──
  'events.listUpcomingEvents': {
    call: (f) => ({ params: { universityId: f.campusA } }),
    expect: CAMPUS_A_READ,
  },
  'events.listPastEvents': { call: (f) => ({ params: { universityId: f.campusA } }), expect: CAMPUS_A_READ },
  'events.listMyEvents': { expect: { owner: 200, highSchool: 403, unverified: 403 } },
  'events.listMyPastEvents': { expect: { owner: 200, highSchool: 403, unverified: 403 } },
  'events.createEvent': {
    call: (f) => ({ params: { universityId: f.campusA }, body: EVENT_EDIT }),
    expect: { restricted: 403 },
  },
  'events.getEvent': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event } }),
    expect: CAMPUS_A_READ,
  },
  'events.updateEvent': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event }, body: EVENT_EDIT }),
    expect: OWNER_ONLY_WRITE,
    readBack: event,
  },
  'events.deleteEvent': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event } }),
    expect: OWNER_ONLY_WRITE,
    readBack: event,
  },
  'events.rsvp': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event } }),
    // The organizer may not RSVP to their own event ('Organizers cannot RSVP to their own event').
    expect: { owner: 403, otherCampus: 403, unverified: 403, highSchool: 403, restricted: 403 },
    readBack: event,
  },
  'events.cancelRsvp': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event } }),
    expect: { otherCampus: 403, unverified: 403, highSchool: 403, restricted: 403 },
    readBack: event,
  },
  'events.joinWaitlist': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event } }),
    expect: { otherCampus: 403, highSchool: 403, restricted: 403 },
    readBack: event,
  },
  'events.leaveWaitlist': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event } }),
    expect: { otherCampus: 403, highSchool: 403, restricted: 403 },
    readBack: event,
  },
  'events.getEventCalendar': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event } }),
    expect: CAMPUS_A_READ,
  },
  'events.getCalendarSubscription': { expect: { owner: 200 } },
  'events.createCalendarSubscription': { expect: { highSchool: 403, unverified: 403, restricted: 403 } },
  'events.revokeCalendarSubscription': { expect: { restricted: 403 } },
  'events.getSubscriptionCalendar': {
    call: () => ({ params: { file: 'forged.ics' } }),
    expect: { signedOut: 404 },
  },
  'events.listComments': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event } }),
    expect: CAMPUS_A_READ,
  },
  'events.addComment': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event }, body: { body: 'Not my campus' } }),
    expect: { otherCampus: 403, unverified: 403, highSchool: 403, restricted: 403 },
    readBack: (f) => `${event(f)}/comments`,
  },
  'events.deleteComment': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event, commentId: f.eventComment } }),
    expect: OWNER_ONLY_WRITE,
    readBack: (f) => `${event(f)}/comments`,
  },
  'events.listReplies': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event, commentId: f.eventComment } }),
    expect: { owner: 200, otherCampus: 403, highSchool: 403 },
  },
  'events.likeComment': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event, commentId: f.eventComment } }),
    expect: { otherCampus: 403, highSchool: 403, restricted: 403 },
    readBack: (f) => `${event(f)}/comments`,
  },
  'events.unlikeComment': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event, commentId: f.eventComment } }),
    expect: { otherCampus: 403, restricted: 403 },
  },
  // Reporting an event or comment one may not see answers as for an unknown one (404), issue 28.
  'events.reportItem': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event }, body: REPORT }),
    expect: { otherCampus: 404, unverified: 404, highSchool: 404, restricted: 403 },
  },
  ...deskRows('events', (f) => f.event, event),
  'events.reportComment': {
    call: (f) => ({ params: { universityId: f.campusA, eventId: f.event, commentId: f.eventComment }, body: REPORT }),
    expect: { otherCampus: 404, unverified: 404, highSchool: 404, restricted: 403 },
  },
  ...commentDeskRows('events', (f) => f.eventComment, (f) => `${event(f)}/comments`),

  // ── communities ──
  'communities.listCommunities': { expect: { signedOut: 200, highSchool: 200 } },
  'communities.listMyCommunities': { expect: { owner: 200 } },
  'communities.listJoinedCommunities': { expect: { owner: 200 } },
  'communities.getCommunity': {
    call: (f) => ({ params: { communityId: f.campusCommunity } }),
    expect: {
      owner: 200,
      sameCampus: 200,
      otherCampus: 404,
      unverified: 404,
      highSchool: 404,
      signedOut: 404,
    },
  },
  // Another campus's university: 400 'Invalid university selection' (product spec, Community form); not verified: 403.
  'communities.createCommunity': {
    call: (f) => ({
      body: {
        name: 'Not my campus club',
        description: 'Must be refused.',
        visibility: 'UNIVERSITY',
        universityId: f.campusA,
      },
    }),
    expect: { otherCampus: 400, unverified: 403, highSchool: 403, restricted: 403 },
  },
  'communities.updateCommunity': {
    call: (f) => ({ params: { communityId: f.community }, body: COMMUNITY_EDIT }),
    expect: OWNER_ONLY_WRITE,
    readBack: community,
  },
  'communities.deleteCommunity': {
    call: (f) => ({ params: { communityId: f.community } }),
    expect: OWNER_ONLY_WRITE,
    readBack: community,
  },
  'communities.joinCommunity': {
    call: (f) => ({ params: { communityId: f.campusCommunity } }),
    expect: { owner: 409, otherCampus: 404, unverified: 404, highSchool: 404, restricted: 403 },
    readBack: (f) => `/communities/${f.campusCommunity}`,
  },
  'communities.leaveCommunity': {
    call: (f) => ({ params: { communityId: f.campusCommunity } }),
    expect: { owner: 409, otherCampus: 404, highSchool: 404, restricted: 403 },
    readBack: (f) => `/communities/${f.campusCommunity}`,
  },
  // 'Report Community' of a community one may not see answers as for an unknown one (404), issue 28.
  'communities.reportItem': {
    call: (f) => ({ params: { communityId: f.campusCommunity }, body: REPORT }),
    expect: { otherCampus: 404, unverified: 404, highSchool: 404, restricted: 403 },
  },
  ...deskRows('communities', (f) => f.community, community),

  // ── marketplace ──
  'marketplace.listCampusListings': {
    call: (f) => ({ params: { universityId: f.campusA } }),
    expect: CAMPUS_A_READ,
  },
  'marketplace.listMyListings': { expect: { owner: 200, highSchool: 403, unverified: 403 } },
  'marketplace.createListing': {
    call: (f) => ({ params: { universityId: f.campusA }, body: LISTING }),
    expect: { otherCampus: 403, unverified: 403, highSchool: 403, restricted: 403 },
    readBack: () => '/users/me/activity/listings',
  },
  'marketplace.getListing': {
    call: (f) => ({ params: { universityId: f.campusA, listingId: f.listing } }),
    expect: CAMPUS_A_READ,
  },
  'marketplace.updateListing': {
    call: (f) => ({ params: { universityId: f.campusA, listingId: f.listing }, body: LISTING }),
    expect: OWNER_ONLY_WRITE,
    readBack: listing,
  },
  'marketplace.deleteListing': {
    call: (f) => ({ params: { universityId: f.campusA, listingId: f.listing } }),
    expect: OWNER_ONLY_WRITE,
    readBack: listing,
  },
  'marketplace.setListingSold': {
    call: (f) => ({ params: { universityId: f.campusA, listingId: f.listing }, query: { sold: 'true' } }),
    expect: OWNER_ONLY_WRITE,
    readBack: listing,
  },
  'marketplace.listComments': {
    call: (f) => ({ params: { universityId: f.campusA, listingId: f.listing } }),
    expect: CAMPUS_A_READ,
  },
  'marketplace.addComment': {
    call: (f) => ({
      params: { universityId: f.campusA, listingId: f.listing },
      body: { body: 'Not my campus' },
    }),
    expect: { otherCampus: 403, unverified: 403, highSchool: 403, restricted: 403 },
    readBack: (f) => `${listing(f)}/comments`,
  },
  'marketplace.deleteComment': {
    call: (f) => ({ params: { universityId: f.campusA, listingId: f.listing, commentId: f.listingComment } }),
    expect: OWNER_ONLY_WRITE,
    readBack: (f) => `${listing(f)}/comments`,
  },
  'marketplace.listReplies': {
    call: (f) => ({ params: { universityId: f.campusA, listingId: f.listing, commentId: f.listingComment } }),
    expect: { owner: 200, otherCampus: 403 },
  },
  'marketplace.likeComment': {
    call: (f) => ({ params: { universityId: f.campusA, listingId: f.listing, commentId: f.listingComment } }),
    expect: { otherCampus: 403, highSchool: 403, restricted: 403 },
    readBack: (f) => `${listing(f)}/comments`,
  },
  'marketplace.unlikeComment': {
    call: (f) => ({ params: { universityId: f.campusA, listingId: f.listing, commentId: f.listingComment } }),
    expect: { otherCampus: 403, restricted: 403 },
  },
  // Reporting a listing one may not see answers as for an unknown one (404), issue 28.
  'marketplace.reportItem': {
    call: (f) => ({ params: { universityId: f.campusA, listingId: f.listing }, body: REPORT }),
    expect: { otherCampus: 404, unverified: 404, highSchool: 404, restricted: 403 },
  },
  'marketplace.listReportedItems': { expect: MODERATOR_READ },
  'marketplace.blockItem': {
    call: (f) => ({ params: { itemId: f.listing }, body: {} }),
    expect: MODERATOR_WRITE,
    readBack: listing,
  },
  'marketplace.unblockItem': {
    call: (f) => ({ params: { itemId: f.listing }, body: {} }),
    expect: MODERATOR_WRITE,
    readBack: listing,
  },
  'marketplace.dismissReports': {
    call: (f) => ({ params: { itemId: f.listing }, body: {} }),
    expect: MODERATOR_WRITE,
  },
  'marketplace.listModerationAudit': { expect: MODERATOR_READ },
  'marketplace.reportComment': {
    call: (f) => ({ params: { universityId: f.campusA, listingId: f.listing, commentId: f.listingComment }, body: REPORT }),
    expect: { otherCampus: 404, unverified: 404, highSchool: 404, restricted: 403 },
  },
  ...commentDeskRows('marketplace', (f) => f.listingComment, (f) => `${listing(f)}/comments`),

  // ── reviews ──
  'reviews.listRatings': {
    call: (f) => ({ params: { universityId: f.campusA } }),
    expect: { owner: 200, otherCampus: 200, highSchool: 200 },
  },
  'reviews.createRating': {
    call: (f) => ({ params: { universityId: f.campusA }, body: RATING }),
    expect: { owner: 409, otherCampus: 403, unverified: 403, highSchool: 403, restricted: 403 },
    readBack: ratingsOfA,
  },
  'reviews.updateRating': {
    call: (f) => ({ params: { universityId: f.campusA, ratingId: f.rating }, body: RATING }),
    expect: {
      sameCampus: 403,
      otherCampus: 403,
      unverified: 403,
      highSchool: 403,
      moderator: 403,
      restricted: 403,
    },
    readBack: ratingsOfA,
  },
  'reviews.deleteRating': {
    call: (f) => ({ params: { universityId: f.campusA, ratingId: f.rating } }),
    expect: {
      sameCampus: 403,
      otherCampus: 403,
      unverified: 403,
      highSchool: 403,
      moderator: 403,
      restricted: 403,
    },
    readBack: ratingsOfA,
  },
  'reviews.listMyRatings': { expect: OWN_READ },
  // Any reader of reviews may report a rating they can see (issue 28); a restricted account may not.
  'reviews.reportItem': {
    call: (f) => ({ params: { universityId: f.campusA, ratingId: f.rating }, body: REPORT }),
    expect: { restricted: 403 },
  },
  ...deskRows('reviews', (f) => f.rating, ratingsOfA),

  // ── notifications ── (each caller's own: another's notification is 404, as an unknown one)
  'notifications.list': { expect: OWN_READ },
  'notifications.unreadCount': { expect: OWN_READ },
  // Everyone reads their own notifications only: the owner's unread count stays as it was.
  'notifications.readAll': {
    expect: { sameCampus: 200, otherCampus: 200, highSchool: 200 },
    readBack: () => '/notifications/unread-count',
  },
  'notifications.bulkRead': {
    call: (f) => ({ body: [f.notification] }),
    expect: { sameCampus: 200, otherCampus: 200, highSchool: 200, moderator: 200 },
    readBack: () => '/notifications/unread-count',
  },
  'notifications.read': {
    call: (f) => ({ params: { notificationId: f.notification } }),
    expect: { sameCampus: 404, otherCampus: 404, unverified: 404, highSchool: 404, moderator: 404 },
    readBack: () => '/notifications/unread-count',
  },
  'notifications.dismiss': {
    call: (f) => ({ params: { notificationId: f.notification } }),
    expect: { sameCampus: 404, otherCampus: 404, unverified: 404, highSchool: 404, moderator: 404 },
    readBack: () => '/notifications',
  },
  'notifications.getPreferences': { expect: OWN_READ },
  'notifications.putPreferences': { expect: {} },
  'notifications.getDigestTimeZone': { expect: OWN_READ },
  'notifications.putDigestTimeZone': { expect: {} },
  'notifications.announcement': {
    call: () => ({ params: { announcementId: SOMEONE } }),
    expect: { owner: 404 },
  },
  'notifications.unsubscribe': { call: () => ({ query: { token: 'forged' } }), expect: { signedOut: 400 } },
  'notifications.resubscribe': { call: () => ({ query: { token: 'forged' } }), expect: { signedOut: 400 } },

  // ── referrals ── (each caller's own state)
  'referrals.eligibility': { expect: OWN_READ },
  'referrals.myCode': { expect: { highSchool: 403, unverified: 403 } },
  // The owner's real code: not the owner's own (400), not after one's university e-mail is verified (409),
  // never by a restricted account (403); a refusal never touches the owner's referral state.
  'referrals.apply': {
    call: (f) => ({ body: { referralCode: f.referralCode } }),
    expect: { owner: 400, sameCampus: 409, otherCampus: 409, moderator: 409, restricted: 403 },
    readBack: () => '/referrals/stats',
  },
  'referrals.stats': { expect: OWN_READ },
};
