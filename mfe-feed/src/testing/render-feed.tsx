import type { ReactElement } from 'react';
import type { User } from '@campusloop/contracts';
import { UiProviders } from '@campusloop/ui/testing';
import { aUser, renderAsShell } from '@campusloop/web-platform/testing';

/** Renders feed UI as the shell would: the store (signed in as `user`), theme, router and toasts. */
export function renderFeed(ui: ReactElement, { user = aUser() }: { user?: User } = {}) {
  return renderAsShell(ui, { user, providers: UiProviders });
}
