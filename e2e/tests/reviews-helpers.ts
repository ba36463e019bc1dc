import { IDENTITY_PATHS, REVIEWS_PATHS, fillPath, type CreateRatingRequest, type RatingSummary } from '@campusloop/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInByApi, type Session } from '../support/accounts';
import { E2E_API_URL } from '../support/e2e-env';

export const IIT_DELHI = 'Indian Institute of Technology Delhi';

/** A high-school student with a complete profile, signed up through the public API. */
export async function createHighSchoolStudent(request: APIRequestContext, name: string): Promise<Session> {
  const session = await signInByApi(request);
  const response = await request.patch(`${E2E_API_URL}${IDENTITY_PATHS.me}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { name, gender: 'PREFER_NOT_TO_SAY', audience: 'HIGH_SCHOOL_STUDENT' },
  });
  if (!response.ok()) throw new Error(`PATCH /users/me → ${response.status()} ${await response.text()}`);
  return session;
}

/** Arranges a rating through the public API (tests then read and act through the UI). */
export async function rateByApi(
  request: APIRequestContext,
  session: Session & { universityId: string },
  body: CreateRatingRequest,
): Promise<void> {
  const response = await request.post(`${E2E_API_URL}${fillPath(REVIEWS_PATHS.ratings, { universityId: session.universityId })}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: body,
  });
  if (response.status() !== 201) throw new Error(`rate → ${response.status()} ${await response.text()}`);
}

/** The university's aggregate as the API serves it. */
export async function summaryByApi(request: APIRequestContext, session: Session, universityId: string): Promise<RatingSummary> {
  const response = await request.get(`${E2E_API_URL}${fillPath(REVIEWS_PATHS.ratings, { universityId })}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { summary: RatingSummary }).summary;
}

/** Sets the four categories in the open rate/edit dialog. */
export async function setScores(page: Page, scores: { academics: number; placements: number; campusLife: number; hostel: number }): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(`Academics: ${scores.academics} out of 5`).check({ force: true });
  await dialog.getByLabel(`Placements: ${scores.placements} out of 5`).check({ force: true });
  await dialog.getByLabel(`Campus Life: ${scores.campusLife} out of 5`).check({ force: true });
  await dialog.getByLabel(`Hostel: ${scores.hostel} out of 5`).check({ force: true });
}
