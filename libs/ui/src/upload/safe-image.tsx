import { useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

export const IMAGE_UNAVAILABLE = 'Image unavailable';

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 64px;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  text-align: center;
`;

export type SafeImageProps = ComponentPropsWithoutRef<'img'> & { alt: string };

/** An image that shows 'Image unavailable' (spec §2 shared pieces) when it has no source or fails to load. */
export function SafeImage({ src, alt, className, onError, ...rest }: SafeImageProps) {
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [src]);
  if (!src || broken) {
    return (
      <Placeholder role="img" aria-label={alt ? `${alt}: ${IMAGE_UNAVAILABLE}` : IMAGE_UNAVAILABLE} className={className}>
        {IMAGE_UNAVAILABLE}
      </Placeholder>
    );
  }
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      className={className}
      onError={(event) => {
        setBroken(true);
        onError?.(event);
      }}
    />
  );
}
