import type { Express } from 'express';
import request from 'supertest';

export interface SignedOutAnswer {
  status: number;
  code: unknown;
  message: unknown;
}

/** How each path is asked (default: a GET without a token, as a signed-out visitor). */
export interface ExistenceOracleCall {
  method?: 'get' | 'post' | 'put' | 'delete';
  /** The caller's `Authorization` header (a signed-in caller who may not see the item). */
  authorization?: string;
  body?: object;
}

/**
 * Issue 17: a signed-out caller must not learn which ids exist. GETs every path without a token
 * (typically: an item that needs sign-in, an unknown id, a deleted one, the same under its comments)
 * and expects one and the same answer — status, code and message — for all of them, equal to
 * `expected` when given. Returns that answer. With `call`, every path is asked that way instead
 * (e.g. a signed-in student of another university joining: issue 34, finding 5).
 */
export async function expectNoExistenceOracle(
  app: Express,
  paths: string[],
  expected?: Partial<SignedOutAnswer>,
  call: ExistenceOracleCall = {},
): Promise<SignedOutAnswer> {
  const answers: Array<SignedOutAnswer & { path: string }> = [];
  for (const path of paths) {
    let pending = request(app)[call.method ?? 'get'](path);
    if (call.authorization) pending = pending.set('Authorization', call.authorization);
    const res = call.body === undefined ? await pending : await pending.send(call.body);
    answers.push({ path, status: res.status, code: res.body?.code, message: res.body?.message });
  }
  const [first] = answers;
  if (!first) throw new Error('expectNoExistenceOracle needs at least one path');
  const same = { status: first.status, code: first.code, message: first.message, ...expected };
  expect(answers).toEqual(answers.map(({ path }) => ({ path, ...same })));
  return same;
}
