import { hasMorePages, uniqueById } from './paging';

const page = (ids: string[], last = false) => ({
  content: ids.map((id) => ({ id })),
  totalElements: 99,
  last,
  page: 0,
  size: 2,
});

describe('paging helpers', () => {
  it('assume more after a full page, or trust the server when asked to', () => {
    expect(hasMorePages(page(['a', 'b']), 2)).toBe(true);
    expect(hasMorePages(page(['a']), 2)).toBe(false);
    expect(hasMorePages(page(['a', 'b'], true), 2, true)).toBe(false);
    expect(hasMorePages(page(['a'], false), 2, true)).toBe(true);
  });

  it('list every item once even when a new item pushed one onto the next page', () => {
    expect(uniqueById([page(['c', 'b']), page(['b', 'a'])]).map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });
});
