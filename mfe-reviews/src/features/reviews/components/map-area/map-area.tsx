import styled from 'styled-components';
import { MAP_FRAME_SANDBOX, mapAreaOf } from '../../model/map-embed';

const Frame = styled.iframe`
  width: 100%;
  height: 280px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
`;
const Placeholder = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 160px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** An embedded map when the link allows it, else a placeholder with a link to the full map (new tab, no opener). */
export function MapArea({ name, mapLink, address }: { name: string; mapLink: string | null; address: string | null }) {
  const { embedUrl, fullMapUrl } = mapAreaOf(mapLink, address);
  if (embedUrl) {
    return <Frame title={`Map of ${name}`} src={embedUrl} loading="lazy" referrerPolicy="no-referrer" sandbox={MAP_FRAME_SANDBOX} />;
  }
  return (
    <Placeholder role="region" aria-label="Map">
      <span>Map preview not available</span>
      {fullMapUrl && (
        <a href={fullMapUrl} target="_blank" rel="noopener noreferrer">
          View full map
        </a>
      )}
    </Placeholder>
  );
}
