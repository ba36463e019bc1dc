import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { installFakeApi, renderAsShell, type FakeApi } from '@campusloop/web-platform/testing';
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
});
afterEach(() => fake.uninstall());

/** The tab around the board: it gets ready (e.g. its list settles) and re-renders when told. */
function Tab({ request, initiallyReady }: { request: Request; initiallyReady: boolean }) {
  const [ready, setReady] = useState(initiallyReady);
  const [, setRenders] = useState(0);
  return (
    <>
      <button onClick={() => setReady(true)}>Get ready</button>
      <button onClick={() => setRenders((count) => count + 1)}>Render again</button>
      <Board request={request} ready={ready} />
    </>
  );
}

const renderTab = (request: Request, initiallyReady: boolean) =>
  renderAsShell(<Tab request={request} initiallyReady={initiallyReady} />);

describe('auto-open from a deep link', () => {
  it('waits until the tab is ready, then fetches the item once and opens it', async () => {
    fake.on('GET', '/api/v1/notes/n1', { body: aNote('n1', 'Bring snacks') });
    renderTab({ noteId: 'n1' }, false);

    await new Promise((done) => setTimeout(done, 300));
    expect(fake.requestsTo('GET', '/api/v1/notes/n1')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Get ready' }));
    expect(await screen.findByRole('heading', { name: 'Bring snacks' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Render again' }));
    await new Promise((done) => setTimeout(done, 300));
    expect(fake.requestsTo('GET', '/api/v1/notes/n1')).toHaveLength(1);
  });

  it.each([
    [410, 'This note has been deleted by the author.'],
    [404, 'This note is no longer available.'],
    [503, 'Server error while loading the note.'],
  ])('says why when the item answers %s', async (status, message) => {
    fake.on('GET', '/api/v1/notes/n2', { status, body: { status, code: 'X', message: 'server words' } });
    renderTab({ noteId: 'n2' }, true);

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
