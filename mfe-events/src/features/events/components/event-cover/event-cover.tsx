import { useState } from 'react';
import styled, { css } from 'styled-components';
import type { MediaItem } from '@campusloop/contracts';
import { Lightbox, SafeImage } from '@campusloop/ui';

type EventCoverProps = {
  cover: MediaItem | null;
  title: string;
  /** The details modal lets the cover be enlarged in the lightbox (spec §2). */
  enlargeable?: boolean;
  height?: number;
};

const frame = css<{ $height: number }>`
  display: block;
  width: 100%;
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  img,
  [role='img'] {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Still = styled.div<{ $height: number }>`
  ${frame}
`;

const Enlarge = styled.button<{ $height: number }>`
  ${frame}
  padding: 0;
  border: none;
  cursor: zoom-in;
`;

/** The default cover: a calm gradient with a calendar mark (inline SVG: no image request, no emoji font needed). */
const DefaultCover = styled.div<{ $height: number }>`
  ${frame}
  display: grid;
  place-items: center;
  background: linear-gradient(135deg, #4338ca 0%, #7c3aed 100%);
  color: #fff;
  font-size: ${({ $height }) => Math.round($height / 3)}px;
`;

/** An event's cover image, or the default cover when it has none (or it was removed). */
export function EventCover({ cover, title, enlargeable = false, height = 160 }: EventCoverProps) {
  const [open, setOpen] = useState(false);
  if (!cover || cover.isDefault) {
    return (
      <DefaultCover $height={height} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
        </svg>
      </DefaultCover>
    );
  }
  const alt = `Cover of ${title}`;
  if (!enlargeable) {
    return (
      <Still $height={height}>
        <SafeImage src={cover.url} alt={alt} />
      </Still>
    );
  }
  return (
    <>
      <Enlarge type="button" $height={height} onClick={() => setOpen(true)} aria-label={`Enlarge cover of ${title}`}>
        <SafeImage src={cover.url} alt={alt} />
      </Enlarge>
      <Lightbox images={[{ id: cover.id, url: cover.url, alt }]} index={open ? 0 : null} onClose={() => setOpen(false)} />
    </>
  );
}
