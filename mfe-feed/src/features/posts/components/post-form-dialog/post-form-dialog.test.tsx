import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aPost } from '../../../../testing/feed-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { PostFormDialog } from './post-form-dialog';

const field = (name: 'Title' | 'Content') => screen.getByRole('textbox', { name });

describe('PostFormDialog', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  describe('creating', () => {
    const open = (onClose = jest.fn()) =>
      renderTab(<PostFormDialog mode="create" source={{ kind: 'public' }} onClose={onClose} />);

    it('requires a title and content, trimmed, and sends nothing until they are there', async () => {
      open();
      await userEvent.type(field('Title'), '   ');
      await userEvent.click(screen.getByRole('button', { name: 'Post' }));

      expect(field('Title')).toHaveAccessibleDescription(expect.stringContaining('Title is required'));
      expect(field('Content')).toHaveAccessibleDescription(expect.stringContaining('Content is required'));
      expect(fake.requests).toHaveLength(0);
    });

    it('counts characters and refuses more than 120 in the title and 5000 in the content', async () => {
      open();
      await userEvent.click(field('Title'));
      await userEvent.paste('x'.repeat(121));
      await userEvent.click(field('Content'));
      await userEvent.paste('y'.repeat(5001));
      expect(screen.getByText('121/120')).toBeInTheDocument();
      expect(screen.getByText('5001/5000')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Post' }));

      expect(screen.getByText('Title must be 120 characters or less')).toBeInTheDocument();
      expect(screen.getByText('Content must be 5000 characters or less')).toBeInTheDocument();
      // Errors follow the typing once shown.
      await userEvent.type(field('Title'), '{Backspace}');
      expect(screen.queryByText('Title must be 120 characters or less')).not.toBeInTheDocument();
      expect(screen.getByText('120/120')).toBeInTheDocument();
    });

    it('sends the trimmed post, anonymous when switched so, and closes', async () => {
      const onClose = jest.fn();
      fake.on('POST', '/api/v1/feed/public/posts', ({ body }) => ({
        status: 201,
        body: aPost({ ...(body as object), isAnonymous: true }),
      }));
      open(onClose);

      await userEvent.type(field('Title'), '  Lost ID card ');
      await userEvent.type(field('Content'), 'Near the library, blue lanyard.');
      const anonymous = screen.getByRole('switch', { name: 'Post anonymously' });
      expect(anonymous).toHaveAccessibleDescription("Your name will be hidden and shown as 'Anonymous'");
      await userEvent.click(anonymous);
      await userEvent.click(screen.getByRole('button', { name: 'Post' }));

      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(fake.requestsTo('POST', '/api/v1/feed/public/posts')[0]?.body).toEqual({
        title: 'Lost ID card',
        body: 'Near the library, blue lanyard.',
        isAnonymous: true,
        media: [],
      });
    });

    it("shows the server's refusal, or 'Failed to create post. Please try again.'", async () => {
      fake.on('POST', '/api/v1/feed/public/posts', { status: 500 });
      open();
      await userEvent.type(field('Title'), 'Hello');
      await userEvent.type(field('Content'), 'World');
      await userEvent.click(screen.getByRole('button', { name: 'Post' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create post. Please try again.');
    });

    it("refuses a fourth image with 'Maximum 3 image(s) allowed for POST'", async () => {
      open();
      const picker = screen.getByLabelText('Choose Images');
      const image = (name: string) => new File(['x'], name, { type: 'image/png' });

      await userEvent.upload(picker, [image('a.png'), image('b.png'), image('c.png'), image('d.png')]);

      expect(screen.getByRole('alert')).toHaveTextContent('Maximum 3 image(s) allowed for POST');
      expect(
        within(screen.getByRole('list', { name: 'Selected images' })).getAllByRole('listitem'),
      ).toHaveLength(3);
    });
  });

  describe('editing', () => {
    it('uses the update messages and cannot change anonymity', async () => {
      renderTab(
        <PostFormDialog mode="edit" post={aPost({ isOwner: true, isAnonymous: true })} onClose={jest.fn()} />,
      );

      expect(screen.getByRole('dialog', { name: 'Edit Post' })).toBeInTheDocument();
      const anonymous = screen.getByRole('switch', { name: 'Post anonymously' });
      expect(anonymous).toBeChecked();
      expect(anonymous).toBeDisabled();

      await userEvent.clear(field('Title'));
      await userEvent.clear(field('Content'));
      await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(screen.getByText('Post title is required')).toBeInTheDocument();
      expect(screen.getByText('Post content is required')).toBeInTheDocument();
      expect(fake.requests).toHaveLength(0);
    });
  });
});
