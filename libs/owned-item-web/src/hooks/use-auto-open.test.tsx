import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createAppStore } from '@campusloop/web-platform';
import { aUser, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { openErrorTexts } from '../errors/status-texts';
import { aNote, notesApi, type Note } from '../testing/notes-api';
import { FRESH_READ, useAutoOpen } from './use-auto-open';

const openError = openErrorTexts({
  notFound: 'This note is no longer available.',
  forbidden: "You don't have permission to view this note.",
  gone: 'This note has been deleted by the author.',
  serverError: 'Server error while loading the note.',
  other: 'Unable to load the note.',
});

type Request = { noteId: string };

function Board({ request, ready }: { request?: Request; ready: boolean }) {
  const [opened, setOpened] = useState<Note | null>(null);
  const [error, setError] = useState<string | null>(null);
  useAutoOpen(request, {
    ready,
    load: ({ noteId }, dispatch) =>
      dispatch(notesApi.endpoints.getNote.initiate(noteId, FRESH_READ)).unwrap(),
    onOpen: setOpened,
    onError: setError,
    errorText: openError,
  });
  return (
    <>
      {opened && <h2>{opened.text}</h2>}
      {error && <p role="alert">{error}</p>}
    </>
  );
}

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
  localStorage.setItem('accessToken', 'test-token');
});
afterEach(() => fake.uninstall());

function renderBoard(props: { request?: Request; ready: boolean }) {
  const store = createAppStore({
    onSessionExpired: jest.fn(),
    preloadedState: { auth: { status: 'authenticated', user: aUser() } },
  });
  const view = render(
    <Provider store={store}>
      <Board {...props} />
    </Provider>,
  );
  return {
    rerender: (next: { request?: Request; ready: boolean }) =>
      view.rerender(
        <Provider store={store}>
          <Board {...next} />
        </Provider>,
      ),
  };
}

describe('auto-open from a deep link', () => {
  it('waits until the tab is ready, then fetches the item once and opens it', async () => {
    fake.on('GET', '/api/v1/notes/n1', { body: aNote('n1', 'Bring snacks') });
    const request = { noteId: 'n1' };
    const { rerender } = renderBoard({ request, ready: false });

    await new Promise((done) => setTimeout(done, 300));
    expect(fake.requestsTo('GET', '/api/v1/notes/n1')).toHaveLength(0);

    rerender({ request, ready: true });
    expect(await screen.findByRole('heading', { name: 'Bring snacks' })).toBeInTheDocument();

    rerender({ request, ready: true });
    await new Promise((done) => setTimeout(done, 300));
    expect(fake.requestsTo('GET', '/api/v1/notes/n1')).toHaveLength(1);
  });

  it.each([
    [410, 'This note has been deleted by the author.'],
    [404, 'This note is no longer available.'],
    [503, 'Server error while loading the note.'],
  ])('says why when the item answers %s', async (status, message) => {
    fake.on('GET', '/api/v1/notes/n2', { status, body: { status, code: 'X', message: 'server words' } });
    renderBoard({ request: { noteId: 'n2' }, ready: true });

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
