import styled from 'styled-components';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  width: fit-content;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  svg { flex: none; width: 14px; height: 14px; }
  span { min-width: 0; overflow-wrap: anywhere; }
`;

/** 'Verified · {university}': a verified university student (spec §1), shown next to avatars. */
export function VerifiedBadge({ universityName, className }: { universityName: string; className?: string }) {
  return (
    <Badge className={className}>
      <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M3.5 8.5l3 3 6-7" />
      </svg>
      <span>Verified · {universityName}</span>
    </Badge>
  );
}
