import { PUBLIC_ID_PATTERN } from '@campusloop/contracts';
import { newId } from './new-id';

describe('newId', () => {
  it('makes 11-character public ids of letters, digits and underscore that do not repeat', () => {
    const ids = Array.from({ length: 2000 }, () => newId());

    expect(ids.every((id) => PUBLIC_ID_PATTERN.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
