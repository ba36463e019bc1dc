import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Frame = styled.span<{ $size: number }>`
  position: relative;
  display: inline-flex;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
`;

const Face = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  width: 100%;
  height: 100%;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.45)}px;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Check = styled.span<{ $size: number }>`
  position: absolute;
  right: -2px;
  bottom: -2px;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => Math.max(14, Math.round($size * 0.4))}px;
  height: ${({ $size }) => Math.max(14, Math.round($size * 0.4))}px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  svg { width: 70%; height: 70%; }
`;

export type AvatarProps = {
  /** Whose avatar: its initial shows when there is no picture. */
  name: string;
  src?: string | null;
  /** Pixels; default 32. */
  size?: number;
  /** A verified university student: a check mark on the avatar (pair it with VerifiedBadge for the university name). */
  verified?: boolean;
  /** Names the avatar for screen readers (e.g. 'Profile picture'); decorative when absent. */
  label?: string;
  className?: string;
};

/** A round profile picture, falling back to the initial when there is none or it fails to load. */
export function Avatar({ name, src, size = 32, verified = false, label, className }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  const showImage = Boolean(src) && !broken;
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Frame $size={size} className={className}>
      {showImage ? (
        <Face $size={size} aria-hidden={label ? undefined : true}>
          <img src={src ?? undefined} alt={label ?? ''} onError={() => setBroken(true)} />
        </Face>
      ) : (
        <Face $size={size} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
          {initial}
        </Face>
      )}
      {verified && (
        <Check $size={size} aria-hidden="true">
          <svg viewBox="0 0 16 16" fill="none" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M3.5 8.5l3 3 6-7" />
          </svg>
        </Check>
      )}
    </Frame>
  );
}
