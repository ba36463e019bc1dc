import type { ReactElement } from 'react';
import { UiProviders } from '@campusloop/ui/testing';
import { renderAsShell, type RenderAsShellOptions } from '@campusloop/web-platform/testing';

/**
 * The one way a tab's tests render its UI: as the shell would (web-platform's `renderAsShell`: the
 * store signed in as `user`, default `aUser()`, a verified student of `Un1v_000001`; a router starting
 * at `initialPath`) inside ui's providers (theme and toasts). It lives here because it needs both
 * web-platform and ui, and only a feature library may import both.
 */
export function renderTab(ui: ReactElement, options: Omit<RenderAsShellOptions, 'providers'> = {}) {
  return renderAsShell(ui, { ...options, providers: UiProviders });
}
