import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProviders } from '@campusloop/ui/testing';
import { usePagedList } from '@campusloop/web-platform';
import {
  deferred,
  installFakeApi,
  renderAsShell,
  type FakeApi,
  type FakeReply,
} from '@campusloop/web-platform/testing';
import { DetailsFrame } from '../components/details-frame/details-frame';
import { statusTexts } from '../errors/status-texts';
import { aNote, aNotesPage, notesApi, notesMutationsApi, type Note } from '../testing/notes-api';
import { useDeleteConfirmation, useOwnedItemActions } from './use-owned-item-actions';

const TEXTS = {
  deleted: 'Note deleted successfully',
  updated: 'Note updated successfully',
  deleteFailed: statusTexts({
    403: 'You are not authorized to delete this note',
    default: 'Failed to delete note',
  }),
  updateFailed: statusTexts({ 409: 'Note was changed by someone else', default: 'Failed to update note' }),
};

function NoteDetails({ note, onClose }: { note: Note; onClose: () => void }) {
  const [remove, { isLoading: deleting }] = notesMutationsApi.useDeleteNoteMutation();
  const [update] = notesMutationsApi.useUpdateNoteMutation();
  const { deleteItem, updateItem } = useOwnedItemActions({ remove, update, texts: TEXTS });
  const confirmation = useDeleteConfirmation(() => deleteItem({ noteId: note.id }), onClose);
  return (
    <DetailsFrame title="Note Details" onClose={onClose} confirmation={confirmation} deleting={deleting}>
      <p>{note.text}</p>
      <button onClick={confirmation.ask}>Delete</button>
      <button
        onClick={() =>
          void updateItem({ noteId: note.id, text: 'Edited' }).then((outcome) => {
            if (!outcome.ok) document.title = outcome.message;
          })
        }
      >
        Edit
      </button>
    </DetailsFrame>
  );
}

function Board() {
  const list = usePagedList(notesApi.useGetNotesInfiniteQuery('b1'));
  const first = list.items[0];
  return (
    <>
      <ul aria-label="Notes">
        {list.items.map((note) => (
          <li key={note.id}>{note.text}</li>
        ))}
      </ul>
      {first && <NoteDetails note={first} onClose={() => undefined} />}
    </>
  );
}

let fake: FakeApi;
/** What the fake server holds (a list read later, e.g. a refetch, sees what the server kept). */
let board: Note[];
beforeEach(() => {
  fake = installFakeApi();
  board = [aNote('n1', 'Bring snacks'), aNote('n2', 'Book the room')];
  fake.on('GET', '/api/v1/boards/b1/notes', () => ({ body: aNotesPage(board) }));
});
afterEach(() => fake.uninstall());

const renderBoard = () => renderAsShell(<Board />, { providers: UiProviders });

const notes = () =>
  within(screen.getByRole('list', { name: 'Notes' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

async function confirmDelete() {
  const dialog = await screen.findByRole('dialog', { name: 'Note Details' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('alertdialog');
  await userEvent.click(within(confirm).getByRole('button', { name: /delete/i }));
}

describe('owned-item actions', () => {
  it('when a delete is refused, the item leaves the list at once, comes back, and the table says why', async () => {
    const answer = deferred<FakeReply>();
    fake.on('DELETE', '/api/v1/notes/n1', () => answer.promise);
    renderBoard();
    await screen.findByText('Bring snacks', { selector: 'li' });

    await confirmDelete();
    await waitFor(() => expect(notes()).toEqual(['Book the room']));

    answer.resolve({ status: 403, body: { status: 403, code: 'FORBIDDEN', message: 'no' } });
    expect(await screen.findByText('You are not authorized to delete this note')).toBeInTheDocument();
    await waitFor(() => expect(notes()).toEqual(['Bring snacks', 'Book the room']));
  });

  it('when a delete is taken, the item stays gone and the success toast shows', async () => {
    fake.on('DELETE', '/api/v1/notes/n1', () => {
      board = board.filter((note) => note.id !== 'n1');
      return { status: 204 };
    });
    renderBoard();
    await screen.findByText('Bring snacks', { selector: 'li' });

    await confirmDelete();

    expect(await screen.findByText('Note deleted successfully')).toBeInTheDocument();
    // The toast and the list are separate renders: the toast may paint first.
    await waitFor(() => expect(notes()).toEqual(['Book the room']));
  });

  it('when an edit is refused, the optimistic text is put back and the refusal is worded by the table', async () => {
    fake.on('PUT', '/api/v1/notes/n1', {
      status: 409,
      body: { status: 409, code: 'CONFLICT', message: 'x' },
    });
    renderBoard();
    await screen.findByText('Bring snacks', { selector: 'li' });

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));

    await waitFor(() => expect(document.title).toBe('Note was changed by someone else'));
    expect(notes()).toEqual(['Bring snacks', 'Book the room']);
  });
});
