import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { SafeImage } from '../../upload/safe-image';
import { useDialogBehaviour } from '../modal/use-dialog-behaviour';

export type GalleryImage = { id: string; url: string; alt?: string };

export type LightboxProps = {
  images: readonly GalleryImage[];
  /** The image shown; null closes the lightbox. */
  index: number | null;
  onClose: () => void;
};

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal + 10};
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-rows: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: rgba(0, 0, 0, 0.9);
  color: #fff;
  &:focus {
    outline: none;
  }
`;

const Top = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const Figure = styled.figure`
  grid-column: 2;
  margin: 0;
  display: flex;
  justify-content: center;
  min-height: 0;
  img {
    max-width: 100%;
    max-height: calc(100vh - 120px);
    object-fit: contain;
  }
`;

const Control = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.12);
  color: #fff;
  font-size: 1.25rem;
  cursor: pointer;
  &:disabled {
    visibility: hidden;
  }
`;

/** Spec §2 image lightbox: one image at full size, previous/next (buttons or arrow keys), counter, Escape closes. */
export function Lightbox({ images, index, onClose }: LightboxProps) {
  const open = index !== null && images.length > 0;
  const [current, setCurrent] = useState(index ?? 0);
  useEffect(() => setCurrent(index ?? 0), [index]);
  const frame = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useDialogBehaviour(frame, open, onClose, closeRef);
  if (!open) return null;

  const count = images.length;
  const image = images[Math.min(current, count - 1)] as GalleryImage;
  // Wraps around, so the buttons never disable (and never drop the focus).
  const go = (step: number) => setCurrent((value) => (value + step + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };

  return createPortal(
    <Backdrop
      ref={frame}
      role="dialog"
      aria-modal="true"
      aria-label="Image viewer"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <Top>
        <span aria-live="polite">{`${current + 1} / ${count}`}</span>
        <Control ref={closeRef} type="button" aria-label="Close image viewer" onClick={onClose}>
          ×
        </Control>
      </Top>
      <Control type="button" aria-label="Previous image" onClick={() => go(-1)} disabled={count < 2}>
        ‹
      </Control>
      <Figure>
        <SafeImage src={image.url} alt={image.alt ?? `Image ${current + 1} of ${count}`} />
      </Figure>
      <Control type="button" aria-label="Next image" onClick={() => go(1)} disabled={count < 2}>
        ›
      </Control>
    </Backdrop>,
    document.body,
  );
}
