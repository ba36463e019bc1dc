import styled from 'styled-components';
import { Button } from '../button/button';

const Group = styled.div`
  margin-left: auto;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface OwnerActionsProps {
  /** The group's accessible name, e.g. 'Organizer actions'. */
  label: string;
  /** Omitted when the item can no longer be edited (a past event). */
  onEdit?: () => void;
  /** Usually opens a confirmation first. */
  onDelete: () => void;
}

/** Edit and Delete for the owner of an item (a post, an event, a listing), at the end of its action bar. */
export function OwnerActions({ label, onEdit, onDelete }: OwnerActionsProps) {
  return (
    <Group role="group" aria-label={label}>
      {onEdit && (
        <Button variant="secondary" onClick={onEdit}>
          Edit
        </Button>
      )}
      <Button variant="danger" onClick={onDelete}>
        Delete
      </Button>
    </Group>
  );
}
