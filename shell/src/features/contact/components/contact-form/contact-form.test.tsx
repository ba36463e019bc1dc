import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, installFakeApi, type FakeApi, type FakeReply } from '@campusloop/web-platform/testing';
import { renderApp } from '../../../../testing/render-app';

async function fillIn() {
  await userEvent.type(await screen.findByLabelText('Name'), 'Asha Rao');
  await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
  await userEvent.type(screen.getByLabelText('Message'), 'How do I verify my university email?');
}

describe('Contact form', () => {
  let fake: FakeApi;
  beforeEach(() => {
    fake = installFakeApi();
  });
  afterEach(() => fake.uninstall());

  it('names every missing field with the spec texts, sends nothing and focuses the first one', async () => {
    renderApp({ path: '/contact' });

    await userEvent.click(await screen.findByRole('button', { name: 'Send Message' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message cannot be empty');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(fake.requests).toHaveLength(0);
  });

  it("sends the message, disables the button while sending, then says 'Thank you!' and offers another", async () => {
    const reply = deferred<FakeReply>();
    fake.on('POST', '/api/v1/contact', () => reply.promise);
    renderApp({ path: '/contact' });
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    reply.resolve({ status: 201, body: { id: 'Msg_0000001', message: 'Thank you!' } });

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toHaveFocus();
    expect(fake.requestsTo('POST', '/api/v1/contact')[0]?.body).toEqual({ name: 'Asha Rao', email: 'asha@example.com', message: 'How do I verify my university email?' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('says the message could not be sent when the server fails, keeping what was typed', async () => {
    fake.on('POST', '/api/v1/contact', { status: 500 });
    renderApp({ path: '/contact' });
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again later.');
    expect(screen.getByLabelText('Message')).toHaveValue('How do I verify my university email?');
  });

  it('links to the info address', () => {
    renderApp({ path: '/contact' });
    expect(screen.getByRole('link', { name: 'info@campusloop.app' })).toHaveAttribute('href', 'mailto:info@campusloop.app');
  });
});
