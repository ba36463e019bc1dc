import { toPaged } from './to-paged';

describe('toPaged', () => {
  it('marks the last page', () => {
    expect(toPaged(['a', 'b'], 5, { page: 1, size: 2 })).toEqual({ content: ['a', 'b'], totalElements: 5, last: false, page: 1, size: 2 });
    expect(toPaged(['e'], 5, { page: 2, size: 2 }).last).toBe(true);
    expect(toPaged([], 0, { page: 0, size: 20 }).last).toBe(true);
  });
});
