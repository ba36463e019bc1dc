import type { ReactElement } from 'react';
import type { User } from '@campusloop/contracts';
import { UiProviders } from '@campusloop/ui/testing';
import { aUser, renderAsShell } from '@campusloop/web-platform/testing';
import { UNIVERSITY_ID } from './listing-fixtures';

/** Renders marketplace UI as the shell would: the store (signed in as `user`, a verified student by default), theme, router and toasts. */
export function renderMarketplace(
  ui: ReactElement,
  { user = aUser({ universityId: UNIVERSITY_ID }) }: { user?: User } = {},
) {
  return renderAsShell(ui, { user, providers: UiProviders });
}
