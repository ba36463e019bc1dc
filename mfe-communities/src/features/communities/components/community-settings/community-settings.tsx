import { useState } from 'react';
import styled from 'styled-components';
import { COMMUNITY_MESSAGES, type Community } from '@campusloop/contracts';
import { Button, ConfirmDialog, useToast } from '@campusloop/ui';
import { useDeleteCommunityMutation } from '../../api/community-mutations-api';
import { COMMUNITIES_TEXTS as T } from '../../model/community-texts';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Danger = styled(Section)`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  h3 {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

type CommunitySettingsProps = {
  community: Community;
  onEdit: (community: Community) => void;
  /** After the community is gone (back to the list). */
  onDeleted: () => void;
};

/**
 * The Settings tab (spec §2): the owner edits the details or, in the Danger Zone, deletes the
 * community after confirming; everyone else sees 'Access Denied: …'.
 */
export function CommunitySettings({ community, onEdit, onDeleted }: CommunitySettingsProps) {
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useDeleteCommunityMutation();
  const toast = useToast();
  if (!community.isOwner) return <p role="alert">{COMMUNITY_MESSAGES.settingsDenied}</p>;

  const confirm = async () => {
    try {
      await remove(community.id).unwrap();
      toast.show({ tone: 'success', message: COMMUNITY_MESSAGES.deleted });
      setConfirming(false);
      onDeleted();
    } catch {
      toast.show({ tone: 'error', message: COMMUNITY_MESSAGES.deleteFailed });
      setConfirming(false);
    }
  };
  return (
    <>
      <Section aria-label="Edit Community Details">
        <h3>Edit Community Details</h3>
        <Button variant="secondary" onClick={() => onEdit(community)}>
          Edit Community Details
        </Button>
      </Section>
      <Danger aria-label="Danger Zone">
        <h3>Danger Zone</h3>
        <p>
          Created <time dateTime={community.createdAt}>{new Date(community.createdAt).toLocaleDateString()}</time> ·{' '}
          {community.visibility === 'UNIVERSITY' ? T.university : T.public} · {T.members(community.memberCount)}
        </p>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete Community
        </Button>
      </Danger>
      {confirming && (
        <ConfirmDialog
          open
          title="Delete Community"
          message={T.deleteConfirm}
          confirmLabel="Delete Community"
          processing={removing.isLoading}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
