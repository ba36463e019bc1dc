import { isWithinRatingWindow, overallOf, ratingWindowEnd, type Rating } from '@campusloop/contracts';
import { blockedMarker, presentAuthorship, type PeopleById } from '@campusloop/service-kit';
import type { RatingDoc, StoredReview } from '../data/rating-model';

/** Spec §3: the review is null when title and body are both blank. */
export function reviewOf(title: string | null | undefined, body: string | null | undefined): StoredReview | null {
  const review = { title: title?.trim() ?? '', body: body?.trim() ?? '' };
  return review.title === '' && review.body === '' ? null : review;
}

/**
 * A rating as `viewerId` sees it: the author from the people projection (service-kit's one authorship
 * rule; ratings are not anonymous), the overall to one decimal, and whether the viewer may still
 * edit or delete it (its author, inside the 6-month window).
 */
export function presentRating(doc: RatingDoc, viewerId: string | undefined, people: PeopleById, now: Date): Rating {
  const authorship = presentAuthorship(doc, viewerId, people);
  const scores = { academics: doc.academics, placements: doc.placements, campusLife: doc.campusLife, hostel: doc.hostel };
  return {
    id: doc._id,
    ...scores,
    overall: overallOf(scores),
    review: doc.review ? { title: doc.review.title, body: doc.review.body } : null,
    university: { id: doc.universityId, name: doc.universityName },
    universityId: doc.universityId,
    ...authorship,
    canModify: authorship.isOwner && isWithinRatingWindow(doc.createdAt, now),
    editableUntil: ratingWindowEnd(doc.createdAt).toISOString(),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    // Only its author is ever shown a blocked rating (the university list leaves it out).
    ...(authorship.isOwner ? blockedMarker(doc) : {}),
  };
}
