import { MAX_SUGGESTIONS, searchUniversities, splitOnMatch } from './search-universities';

const list = (...names: string[]) => names.map((name, i) => ({ id: `uni${String(i).padStart(8, '0')}`, name }));

describe('university suggestions', () => {
  it('finds names containing the query, those starting with it first, at most 10', () => {
    const all = list('Indian Institute of Technology Delhi', 'Delhi University', 'Ashoka University', 'University of Delhi');
    expect(searchUniversities(all, 'delhi').map((u) => u.name)).toEqual([
      'Delhi University',
      'Indian Institute of Technology Delhi',
      'University of Delhi',
    ]);
    expect(searchUniversities(list(...Array.from({ length: 15 }, (_, i) => `Uni ${i}`)), 'uni')).toHaveLength(MAX_SUGGESTIONS);
    expect(searchUniversities(all, '   ')).toEqual([]);
  });

  it('ignores case and accents and splits the name around the match for highlighting', () => {
    expect(searchUniversities(list('ETH Zürich'), 'zurich')).toHaveLength(1);
    expect(splitOnMatch('Delhi University', 'UNI')).toEqual(['Delhi ', 'Uni', 'versity']);
    expect(splitOnMatch('Delhi', 'x')).toEqual(['Delhi', '', '']);
  });
});
