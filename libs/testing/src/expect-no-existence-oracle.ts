import type { Express } from 'express';
import request from 'supertest';

export interface SignedOutAnswer {
  status: number;
  code: unknown;
  message: unknown;
}

/**
 * Issue 17: a signed-out caller must not learn which ids exist. GETs every path without a token
 * (typically: an item that needs sign-in, an unknown id, a deleted one, the same under its comments)
 * and expects one and the same answer — status, code and message — for all of them, equal to
 * `expected` when given. Returns that answer.
 */
export async function expectNoExistenceOracle(
  app: Express,
  paths: string[],
  expected?: Partial<SignedOutAnswer>,
): Promise<SignedOutAnswer> {
  const answers: Array<SignedOutAnswer & { path: string }> = [];
  for (const path of paths) {
    const res = await request(app).get(path);
    answers.push({ path, status: res.status, code: res.body?.code, message: res.body?.message });
  }
  const [first] = answers;
  if (!first) throw new Error('expectNoExistenceOracle needs at least one path');
  const same = { status: first.status, code: first.code, message: first.message, ...expected };
  expect(answers).toEqual(answers.map(({ path }) => ({ path, ...same })));
  return same;
}
