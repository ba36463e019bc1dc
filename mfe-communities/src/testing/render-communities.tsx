import type { ReactElement } from 'react';
import type { User } from '@campusloop/contracts';
import { UiProviders } from '@campusloop/ui/testing';
import { aUser, renderAsShell } from '@campusloop/web-platform/testing';
import { UNIVERSITY_ID } from './community-fixtures';

/** Renders communities UI as the shell would: the store (a verified student by default), theme, router and toasts. */
export function renderCommunities(ui: ReactElement, { user = aUser({ universityId: UNIVERSITY_ID }) }: { user?: User } = {}) {
  return renderAsShell(ui, { user, providers: UiProviders });
}
