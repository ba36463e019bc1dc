import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@campusloop/contracts';
import { aUser, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { renderApp } from '../../../../testing/render-app';

const UNIVERSITIES = [
  { id: 'Un1v_000001', name: 'IIT Bombay' },
  { id: 'Un1v_000002', name: 'IIT Delhi' },
];
const newUser = aUser({
  name: null,
  gender: null,
  audience: null,
  degree: null,
  graduationYear: null,
  universityId: null,
  universityName: null,
  universityVerified: false,
  isVerified: false,
  universityEmail: null,
  universityEmailVerifiedAt: null,
  profileComplete: false,
});

// The profile page is a split-off chunk: wait for it before the first click.
const save = async () => userEvent.click(await screen.findByRole('button', { name: 'Save Profile' }));

describe('ProfileForm', () => {
  let fake: FakeApi;
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('accessToken', 'access-1');
    fake = installFakeApi().on('GET', '/api/v1/universities', { body: UNIVERSITIES });
  });
  afterEach(() => {
    fake.uninstall();
    jest.useRealTimers();
  });

  it('shows every spec message on a save with nothing filled in, sends nothing and focuses the first problem', async () => {
    renderApp({ path: '/profile', user: newUser });

    await save();

    expect(screen.getByRole('radiogroup', { name: 'I am a' })).toHaveAccessibleDescription('Please select who you are');
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(/Name must be at least 3 characters/);
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveAccessibleDescription('Gender is required');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'University Student' })).toHaveFocus());
    expect(fake.requestsTo('PATCH', '/api/v1/users/me')).toHaveLength(0);
  });

  it('a university student fills in degree, year 2000-2040 and university; the save flashes for 10 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const saved = aUser({ universityVerified: false, isVerified: false, universityEmail: null, universityName: 'IIT Bombay' });
    fake.on('PATCH', '/api/v1/users/me', { body: saved });
    renderApp({ path: '/profile', user: newUser });

    await userEvent.click(screen.getByRole('radio', { name: 'University Student' }));
    await userEvent.type(screen.getByLabelText('Full Name'), 'Asha Rao');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
    await userEvent.type(screen.getByLabelText('Degree'), 'B.Tech');
    const years = screen.getByRole('combobox', { name: 'Graduation Year' }) as HTMLSelectElement;
    expect([...years.options].map((option) => option.value)).toEqual(['', ...Array.from({ length: 41 }, (_, i) => String(2000 + i))]);
    await userEvent.selectOptions(years, '2027');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'University' }), 'IIT Bombay');
    await save();

    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been updated!');
    expect(fake.requestsTo('PATCH', '/api/v1/users/me')[0]?.body).toEqual({
      name: 'Asha Rao',
      bio: null,
      gender: 'FEMALE',
      audience: 'UNIVERSITY_STUDENT',
      degree: 'B.Tech',
      graduationYear: 2027,
      universityId: 'Un1v_000001',
    });
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(9_900));
    expect(screen.getByText('Your profile has been updated!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Your profile has been updated!')).not.toBeInTheDocument();
  });

  it('the button is disabled and reads Saving... while the save is out', async () => {
    let release: (value: { body: User }) => void = () => undefined;
    fake.on('PATCH', '/api/v1/users/me', () => new Promise((resolve) => (release = resolve)));
    renderApp({ path: '/profile', user: aUser({ audience: 'OTHER' }) });

    await save();

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await act(async () => release({ body: aUser({ audience: 'OTHER' }) }));
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
  });

  it('a refused save shows the first field message of the server, or the generic failure', async () => {
    fake.on('PATCH', '/api/v1/users/me', { status: 400, body: { status: 400, code: 'VALIDATION_ERROR', message: 'x', validationErrors: { name: 'Name must be less than 50 characters' } } });
    renderApp({ path: '/profile', user: aUser({ audience: 'OTHER' }) });

    await save();
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(/Name must be less than 50 characters/));
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.startsWith('Name must be less than 50 characters'))).toBe(true);

    fake.on('PATCH', '/api/v1/users/me', { status: 500 });
    await save();
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
  });

  it('locks the audience of a university student and shows why', () => {
    renderApp({ path: '/profile', user: aUser({ universityVerified: false }) });

    expect(screen.getByRole('radio', { name: 'Other' })).toBeDisabled();
    expect(screen.getByRole('radiogroup', { name: 'I am a' })).toHaveAccessibleDescription('Cannot change once set to University Student');
  });

  it('after verification the university and university e-mail are locked and the badge shows', async () => {
    renderApp({ path: '/profile', user: aUser() });

    const university = await screen.findByRole('combobox', { name: 'University' });
    await waitFor(() => expect(university).toHaveDisplayValue('IIT Bombay'));
    expect(university).toBeDisabled();
    expect(screen.getByLabelText('University Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('University Email')).toHaveValue('asha@iitb.ac.in');
    expect(screen.queryByRole('button', { name: 'Verify Email' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByText('Verified · IIT Bombay').length).toBeGreaterThan(0);
  });

  it("says when the universities cannot be loaded and tries again on 'Try Again'", async () => {
    fake.on('GET', '/api/v1/universities', { status: 503 });
    renderApp({ path: '/university-form', user: aUser({ universityVerified: false, profileComplete: false }) });

    expect(await screen.findByText('Failed to load universities. Please try again.')).toBeInTheDocument();
    fake.on('GET', '/api/v1/universities', { body: UNIVERSITIES });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByText('Failed to load universities. Please try again.')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'University' })).toBeEnabled();
  });

  it('removing the picture can be undone; saving a removal sends null', async () => {
    const withPicture = aUser({ audience: 'OTHER', profileImage: { id: 'Image_00001', url: '/me.png', isDefault: false }, avatarUrl: '/me.png' });
    fake.on('PATCH', '/api/v1/users/me', { body: { ...withPicture, profileImage: null, avatarUrl: null } });
    renderApp({ path: '/profile', user: withPicture });
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/me.png');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Picture' }));
    expect(screen.getByText('Your picture will be removed when you save.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo Remove' }));
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/me.png');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Picture' }));
    await save();

    await screen.findByText('Your profile has been updated!');
    expect(fake.requestsTo('PATCH', '/api/v1/users/me')[0]?.body).toMatchObject({ profileImage: null });
    expect(screen.queryByRole('button', { name: 'Remove Picture' })).not.toBeInTheDocument();
  });
});
