import { RATING_CATEGORIES, type RatingSummary } from '@campusloop/contracts';
import type { TestPersona } from '@campusloop/testing';
import { recomputeUniversityStats } from '../domain/recompute-university-stats';
import { statsOf, summaryOf, type Scores } from '../domain/rating-aggregate';
import { ratingBody, ratingPath, ratingsPath, useReviewsTestKit } from '../testing/reviews-test-app';

const kit = useReviewsTestKit();

/** A small seeded PRNG (mulberry32): every run of a seed replays the same operations. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const scoresOf = (r: Record<string, unknown>): Scores =>
  Object.fromEntries(RATING_CATEGORIES.map((key) => [key, r[key] as number])) as Scores;

describe('a university aggregate stays exact through create/edit/delete sequences', () => {
  it.each([11, 29, 47])('seed %i: the served aggregate equals one recomputed from the ratings after every step', async (seed) => {
    const next = random(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const score = () => 1 + Math.floor(next() * 5);
    const scores = (): Scores => ({ academics: score(), placements: score(), campusLife: score(), hostel: score() });
    // Each seed rates its own university, so the three runs share nothing.
    const universityId = `uniSeed${String(seed).padStart(4, '0')}`;
    const students: TestPersona[] = [];
    for (let i = 0; i < 6; i += 1) students.push(await kit.persona(`S${i}`, { universityId }));
    // What the ratings are, as the test tracks them from the answers.
    const expected = new Map<string, { owner: TestPersona; scores: Scores }>();

    for (let step = 0; step < 24; step += 1) {
      const roll = next();
      const existing = [...expected.entries()];
      if (roll < 0.45 || existing.length === 0) {
        const free = students.filter((s) => ![...expected.values()].some((r) => r.owner.id === s.id));
        if (free.length === 0) continue;
        const owner = pick(free);
        const body = scores();
        const res = await kit.call('post', ratingsPath(universityId), owner, ratingBody(body));
        expect(res.status).toBe(201);
        expected.set(res.body.id, { owner, scores: body });
      } else if (roll < 0.8) {
        const [id, { owner }] = pick(existing);
        const body = scores();
        const res = await kit.call('put', ratingPath(universityId, id), owner, ratingBody(body));
        expect(res.status).toBe(200);
        expected.set(id, { owner, scores: body });
      } else {
        const [id, { owner }] = pick(existing);
        expect((await kit.call('delete', ratingPath(universityId, id), owner)).status).toBe(204);
        expected.delete(id);
      }

      const served = await kit.call('get', `${ratingsPath(universityId)}?size=100`, students[0] as TestPersona);
      const fromTest = summaryOf(universityId, statsOf([...expected.values()].map((r) => r.scores)));
      expect(served.body.summary as RatingSummary).toEqual(fromTest);
      expect(served.body.totalElements).toBe(expected.size);
      // The stored ratings agree with the test's view too.
      expect(
        summaryOf(universityId, statsOf((served.body.content as Array<Record<string, unknown>>).map(scoresOf))),
      ).toEqual(fromTest);
    }
    // And a recomputation from the database changes nothing.
    const kept = await kit.built().store.readStats(universityId);
    expect(await recomputeUniversityStats(kit.built(), universityId)).toEqual(kept);
  });

  it('concurrent edits and creates leave exact sums', async () => {
    const universityId = 'uniParallel';
    const students = await Promise.all([0, 1, 2, 3].map((i) => kit.persona(`P${i}`, { universityId })));
    const created = await Promise.all(
      students.map((s, i) => kit.call('post', ratingsPath(universityId), s, ratingBody({ academics: i + 1 }))),
    );
    expect(created.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const first = created[0]?.body.id as string;
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        kit.call('put', ratingPath(universityId, first), students[0] as TestPersona, ratingBody({ hostel: n })),
      ),
    );
    const kept = await kit.built().store.readStats(universityId);
    expect(await recomputeUniversityStats(kit.built(), universityId)).toEqual(kept);
  });
});

describe('the aggregate arithmetic', () => {
  it('overall is the mean of the four, one decimal; categories one decimal; distribution by rounded overall', () => {
    const summary = summaryOf(
      'uniAlpha001',
      statsOf([
        { academics: 5, placements: 4, campusLife: 4, hostel: 4 }, // 4.25 → 4.3 → 4 stars
        { academics: 3, placements: 3, campusLife: 2, hostel: 2 }, // 2.5 → 3 stars
        { academics: 1, placements: 1, campusLife: 1, hostel: 2 }, // 1.25 → 1.3 → 1 star
      ]),
    );
    expect(summary).toEqual({
      universityId: 'uniAlpha001',
      count: 3,
      overall: 2.7,
      categories: { academics: 3, placements: 2.7, campusLife: 2.3, hostel: 2.7 },
      distribution: { '1': 1, '2': 0, '3': 1, '4': 1, '5': 0 },
    });
  });
});
