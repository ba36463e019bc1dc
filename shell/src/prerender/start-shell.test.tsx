// The prerendered public pages (render-public-page.tsx, injected into index.html, about/index.html… at
// build time) as the browser gets them, then the shell's start (start-shell.tsx) as bootstrap.tsx runs
// it: a visitor's page is hydrated in place, a signed-in user's or another path's is rendered afresh.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { AUTH_MESSAGES } from '@campusloop/contracts';
import { ACCESS_TOKEN_KEY, createAppStore } from '@campusloop/web-platform';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { PRERENDER_GUARD_SCRIPT, PRERENDERED_PATH_ATTRIBUTE } from './prerender-html';
import type { PublicPagePath } from './public-pages';
import { renderPublicPage } from './render-public-page';
import { startShell } from './start-shell';

const REMOTES = new Set(['mfe_feed', 'mfe_communities', 'mfe_events', 'mfe_marketplace', 'mfe_reviews', 'mfe_notifications', 'mfe_referrals']);
const HEADLINE = 'Your campus, verified and connected';

/**
 * The page as the gateway delivers it for `path`: the HTML prerendered for `page` (the landing's
 * index.html for a path without a page of its own) with its markup in #root, then the guard script runs.
 */
async function openPrerenderedPage(path: string, page: PublicPagePath = '/') {
  const { html } = await renderPublicPage(page);
  window.history.replaceState(null, '', path);
  document.documentElement.removeAttribute('data-prerender');
  document.documentElement.setAttribute(PRERENDERED_PATH_ATTRIBUTE, page);
  document.body.innerHTML = `<div id="root" data-prerendered="${page}">${html}</div>`;
  new Function(PRERENDER_GUARD_SCRIPT)();
  return document.getElementById('root') as HTMLElement;
}

/** The roots a test started: unmounted after it, so nothing renders once its document is gone. */
const started: Root[] = [];

async function startTheShell() {
  const router = createBrowserRouter(routes);
  await act(async () => {
    started.push(startShell(<App router={router} available={REMOTES} load={() => Promise.resolve({})} />, createAppStore()));
  });
  return router;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  act(() => started.splice(0).forEach((root) => root.unmount()));
  consoleError.mockRestore();
  document.body.innerHTML = '';
});

describe('the prerendered landing', () => {
  it('when a visitor opens /, the shell hydrates the painted page in place and its button works', async () => {
    const root = await openPrerenderedPage('/');
    const paintedHeadline = screen.getByRole('heading', { level: 1, name: HEADLINE });
    expect(screen.getByRole('button', { name: 'Join Now' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-prerender');

    const router = await startTheShell();

    // The very nodes the browser painted from the HTML became the app's: nothing was rendered again.
    expect(screen.getByRole('heading', { level: 1, name: HEADLINE })).toBe(paintedHeadline);
    expect(root).toHaveAttribute('data-prerendered', '/');
    expect(consoleError).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Join Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('when a signed-in user opens /, the guard hides the public page before it paints and the app renders afresh', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'a stored session');
    const root = await openPrerenderedPage('/');
    const paintedHeadline = screen.getByRole('heading', { level: 1, name: HEADLINE, hidden: true });
    expect(document.documentElement).toHaveAttribute('data-prerender', 'skip');

    await startTheShell();

    expect(root).not.toHaveAttribute('data-prerendered');
    expect(paintedHeadline).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up / Sign In' })).not.toBeInTheDocument();
  });

  it('when another path is opened (the gateway answers it with the landing\'s index.html), the landing is not shown', async () => {
    const root = await openPrerenderedPage('/about');
    expect(document.documentElement).toHaveAttribute('data-prerender', 'skip');

    await startTheShell();

    expect(root).not.toHaveAttribute('data-prerendered');
    expect(screen.queryByRole('heading', { level: 1, name: HEADLINE })).not.toBeInTheDocument();
  });
});

describe('the other prerendered public pages', () => {
  it.each([
    ['/about', 'About CampusLoop'],
    ['/contact', 'Contact us'],
    ['/login', 'Sign Up / Sign In'],
  ] as const)('when a visitor opens %s, its page is painted by the HTML and hydrated in place', async (path, heading) => {
    const root = await openPrerenderedPage(path, path);
    const painted = screen.getByRole('heading', { level: 1, name: heading });
    expect(document.documentElement).not.toHaveAttribute('data-prerender');

    await startTheShell();

    // A page split off into its own chunk (contact, login) hydrates once that chunk is there; the painted
    // heading stays the very node throughout.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: heading })).toBe(painted));
    expect(root).toHaveAttribute('data-prerendered', path);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('the login page hydrated from its HTML works: a wrong e-mail gets the spec message', async () => {
    await openPrerenderedPage('/login/', '/login');
    await startTheShell();
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Sign Up / Sign In' })).toBeInTheDocument());

    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('when a signed-in user opens /login, the guard hides it before it paints and the app renders afresh (and sends them on)', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'a stored session');
    const root = await openPrerenderedPage('/login', '/login');
    expect(document.documentElement).toHaveAttribute('data-prerender', 'skip');
    const painted = screen.getByRole('heading', { level: 1, name: 'Sign Up / Sign In', hidden: true });

    await startTheShell();

    expect(root).not.toHaveAttribute('data-prerendered');
    expect(painted).not.toBeInTheDocument();
  });
});
