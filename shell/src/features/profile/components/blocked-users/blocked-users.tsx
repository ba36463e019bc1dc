import { useState } from 'react';
import styled from 'styled-components';
import { USER_BLOCK_TEXTS as T, type BlockedUser } from '@campusloop/contracts';
import { Avatar, Button, EmptyState, Loading, PageSection } from '@campusloop/ui';
import { useListBlockedUsersQuery, useUnblockUserMutation } from '../../api/blocked-users-api';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  span {
    flex: 1;
  }
`;

function BlockedUserRow({ user }: { user: BlockedUser }) {
  const [unblock, { isLoading }] = useUnblockUserMutation();
  const [failed, setFailed] = useState(false);
  const name = user.name ?? 'Unnamed user';
  const onUnblock = async () => {
    setFailed(false);
    try {
      await unblock(user.userId).unwrap();
    } catch {
      setFailed(true);
    }
  };
  return (
    <Row>
      <Avatar name={name} src={user.avatarUrl} />
      <span>{name}</span>
      {failed && <span role="alert">{T.unblockFailed}</span>}
      <Button
        variant="secondary"
        onClick={() => void onUnblock()}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        aria-label={`${T.unblock} ${name}`}
      >
        {isLoading ? T.unblocking : T.unblock}
      </Button>
    </Row>
  );
}

/** Profile's 'Blocked users' (issue 28): whom the student blocked, newest first, each with Unblock. */
export function BlockedUsers() {
  const { data, isLoading, isError } = useListBlockedUsersQuery();
  return (
    <PageSection title={T.listTitle}>
      {isLoading && <Loading />}
      {isError && <p role="alert">{T.loadFailed}</p>}
      {data && data.content.length === 0 && <EmptyState title={T.empty} />}
      {data && data.content.length > 0 && (
        <List aria-label={T.listTitle}>
          {data.content.map((user) => (
            <BlockedUserRow key={user.userId} user={user} />
          ))}
        </List>
      )}
    </PageSection>
  );
}
