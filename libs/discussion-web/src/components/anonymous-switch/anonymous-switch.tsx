import { useId } from 'react';
import styled from 'styled-components';
import { ANONYMITY_MESSAGES } from '@campusloop/contracts';

type AnonymousSwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
  /** Images are attached: anonymity is fixed by how they were uploaded (spec §4/§5). */
  lockedByImages?: boolean;
  /** Why it cannot change for another reason (e.g. editing a post). */
  lockedReason?: string;
};

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-weight: 600;
    cursor: pointer;
  }
  input {
    width: 36px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:disabled + span {
    opacity: 0.6;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p[data-locked] {
    color: ${({ theme }) => theme.colors.warning};
  }
`;

/** The anonymous switch of posts, comments and anything else written anonymously, with its hint, disabled while images are attached. */
export function AnonymousSwitch({
  checked,
  onChange,
  label = 'Post anonymously',
  lockedByImages = false,
  lockedReason,
}: AnonymousSwitchProps) {
  const hintId = useId();
  const lockId = useId();
  const lock = lockedReason ?? (lockedByImages ? ANONYMITY_MESSAGES.lockedByImages : undefined);
  return (
    <Row>
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={Boolean(lock)}
          aria-describedby={lock ? `${hintId} ${lockId}` : hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <p id={hintId}>{ANONYMITY_MESSAGES.hint}</p>
      {lock && (
        <p id={lockId} data-locked>
          {lock}
        </p>
      )}
    </Row>
  );
}
