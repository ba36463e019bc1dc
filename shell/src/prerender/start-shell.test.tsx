// The prerendered landing (render-landing.tsx, injected into index.html at build time) as the browser
// gets it, then the shell's start (start-shell.tsx) as bootstrap.tsx runs it: a visitor's page is
// hydrated in place, a signed-in user's or another path's is rendered afresh.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { ACCESS_TOKEN_KEY, createAppStore } from '@campusloop/web-platform';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { PRERENDER_GUARD_SCRIPT } from './prerender-html';
import { renderLandingPage } from './render-landing';
import { startShell } from './start-shell';

const REMOTES = new Set(['mfe_feed', 'mfe_communities', 'mfe_events', 'mfe_marketplace', 'mfe_reviews', 'mfe_notifications', 'mfe_referrals']);
const HEADLINE = 'Your campus, verified and connected';

/** The page as index.html delivers it: the prerendered markup in #root, then the guard script runs. */
function openPrerenderedPage(path: string) {
  window.history.replaceState(null, '', path);
  document.documentElement.removeAttribute('data-prerender');
  document.body.innerHTML = `<div id="root" data-prerendered="/">${renderLandingPage().html}</div>`;
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
    const root = openPrerenderedPage('/');
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
    const root = openPrerenderedPage('/');
    const paintedHeadline = screen.getByRole('heading', { level: 1, name: HEADLINE, hidden: true });
    expect(document.documentElement).toHaveAttribute('data-prerender', 'skip');

    await startTheShell();

    expect(root).not.toHaveAttribute('data-prerendered');
    expect(paintedHeadline).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up / Sign In' })).not.toBeInTheDocument();
  });

  it('when another path is opened (the gateway answers it with the same index.html), the landing is not shown', async () => {
    const root = openPrerenderedPage('/about');
    expect(document.documentElement).toHaveAttribute('data-prerender', 'skip');

    await startTheShell();

    expect(root).not.toHaveAttribute('data-prerendered');
    expect(screen.queryByRole('heading', { level: 1, name: HEADLINE })).not.toBeInTheDocument();
  });
});
