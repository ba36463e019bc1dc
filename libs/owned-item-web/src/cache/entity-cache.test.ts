import { createAppStore } from '@campusloop/web-platform';
import { aUser, deferred, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aNote, aNotesPage, noteCache, notesApi, type Note } from '../testing/notes-api';
import { createEntityCache, isTemporaryId, temporaryId } from './entity-cache';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});
afterEach(() => fake.uninstall());

async function storeWithBoard(notes: Note[]) {
  localStorage.setItem('accessToken', 'test-token');
  const store = createAppStore({
    onSessionExpired: jest.fn(),
    preloadedState: { auth: { status: 'authenticated', user: aUser() } },
  });
  fake.on('GET', '/api/v1/boards/b1/notes', { body: aNotesPage(notes) });
  for (const note of notes) fake.on('GET', `/api/v1/notes/${note.id}`, { body: note });
  await store.dispatch(notesApi.endpoints.getNotes.initiate('b1'));
  if (notes[0]) await store.dispatch(notesApi.endpoints.getNote.initiate(notes[0].id));
  const list = () => notesApi.endpoints.getNotes.select('b1')(store.getState()).data?.pages[0];
  const detail = (id: string) => notesApi.endpoints.getNote.select(id)(store.getState()).data;
  return { store, list, detail };
}

describe('the entity cache', () => {
  it('changes an item in every list and its detail at once, and the undo puts both back', async () => {
    const { store, list, detail } = await storeWithBoard([aNote('n1', 'Before'), aNote('n2')]);

    const undo = noteCache.patch(store, 'n1', (note) => void (note.text = 'After'));
    expect(list()?.content.map((note) => note.text)).toEqual(['After', 'Note n2']);
    expect(detail('n1')?.text).toBe('After');

    undo();
    expect(list()?.content.map((note) => note.text)).toEqual(['Before', 'Note n2']);
    expect(detail('n1')?.text).toBe('Before');
  });

  it('takes an item out of the lists with the count, and the undo brings it back in its place', async () => {
    const { store, list } = await storeWithBoard([aNote('n1'), aNote('n2'), aNote('n3')]);

    const undo = noteCache.remove(store, 'n2');
    expect(list()?.content.map((note) => note.id)).toEqual(['n1', 'n3']);
    expect(list()?.totalElements).toBe(2);

    undo();
    expect(list()?.content.map((note) => note.id)).toEqual(['n1', 'n2', 'n3']);
    expect(list()?.totalElements).toBe(3);
  });

  it('shows a new item with a temporary id at once, then the saved one in its place', async () => {
    const { store, list } = await storeWithBoard([aNote('n1')]);
    const answer = deferred<{ data: Note }>();
    const draft = { ...aNote(temporaryId(), 'Fresh'), isOwner: true };
    expect(isTemporaryId(draft.id)).toBe(true);

    const done = noteCache.prependOptimistically(store, 'b1', draft, answer.promise);
    expect(list()?.content.map((note) => note.text)).toEqual(['Fresh', 'Note n1']);
    expect(list()?.totalElements).toBe(2);

    answer.resolve({ data: aNote('n9', 'Fresh') });
    await done;
    expect(list()?.content.map((note) => note.id)).toEqual(['n9', 'n1']);
  });

  it('rolls the temporary item back when the server refuses it', async () => {
    const { store, list } = await storeWithBoard([aNote('n1')]);
    const refused = Promise.reject(new Error('500'));

    await noteCache.prependOptimistically(store, 'b1', aNote(temporaryId(), 'Never saved'), refused);

    expect(list()?.content.map((note) => note.id)).toEqual(['n1']);
    expect(list()?.totalElements).toBe(1);
  });

  it('changes an item at once and keeps what the server saved, or puts it back when refused', async () => {
    const { store, list } = await storeWithBoard([aNote('n1', 'Before')]);
    const answer = deferred<{ data: Note }>();

    const done = noteCache.patchOptimistically(
      store,
      'n1',
      (note) => void (note.text = 'Typed'),
      answer.promise,
    );
    expect(list()?.content[0]?.text).toBe('Typed');
    answer.resolve({ data: aNote('n1', 'Saved') });
    await done;
    expect(list()?.content[0]?.text).toBe('Saved');

    await noteCache.patchOptimistically(
      store,
      'n1',
      (note) => void (note.text = 'Lost'),
      Promise.reject(new Error('409')),
    );
    expect(list()?.content[0]?.text).toBe('Saved');
  });

  it('removes an item at once and brings it back when the delete is refused', async () => {
    const { store, list } = await storeWithBoard([aNote('n1'), aNote('n2')]);
    let refuse!: (error: Error) => void;
    const answered = new Promise((_resolve, reject) => {
      refuse = reject;
    });

    const done = noteCache.removeOptimistically(store, 'n1', answered);
    expect(list()?.content.map((note) => note.id)).toEqual(['n2']);
    refuse(new Error('403'));
    await done;
    expect(list()?.content.map((note) => note.id)).toEqual(['n1', 'n2']);
  });

  it('after a confirmed edit the saved item replaces the cached one; a refused edit changes nothing', async () => {
    const { store, list } = await storeWithBoard([aNote('n1', 'Before')]);

    await noteCache.applySaved(store, 'n1', Promise.reject(new Error('400')));
    expect(list()?.content[0]?.text).toBe('Before');
    await noteCache.applySaved(store, 'n1', Promise.resolve({ data: aNote('n1', 'After') }));
    expect(list()?.content[0]?.text).toBe('After');
  });

  it('refuses, when it is made, an endpoint name the API does not have', () => {
    expect(() => createEntityCache({ api: notesApi, lists: ['getNotez'] })).toThrow("no endpoint 'getNotez'");
  });
});
