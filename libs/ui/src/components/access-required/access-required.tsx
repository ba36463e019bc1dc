import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';

export type AccessRequiredProps = {
  /** e.g. 'You need to verify your university email in profile to access Events.' */
  message: string;
  /** e.g. a 'Go to Profile' button. */
  action?: ReactNode;
};

/** The 'Access Required' panel campus features show to users who are not verified university students. */
export function AccessRequired({ message, action }: AccessRequiredProps) {
  return <EmptyState title="Access Required" message={message} action={action} />;
}
