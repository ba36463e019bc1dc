import styled from 'styled-components';
import type { UniversityDetails } from '@campusloop/contracts';
import { ImageGallery } from '@campusloop/ui';
import { MapArea } from '../map-area/map-area';

/** Spec §9: the gallery shows at most 4 campus images. */
export const CAMPUS_IMAGES_SHOWN = 4;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h4 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** Overview: about, up to 4 campus images (gallery with lightbox), address, city, country, the map area. */
export function UniversityOverview({ university }: { university: UniversityDetails }) {
  const images = university.campusImages.slice(0, CAMPUS_IMAGES_SHOWN).map((url, index) => ({
    id: `campus-${index}`,
    url,
    alt: `${university.name} campus ${index + 1}`,
  }));
  return (
    <Stack>
      <section aria-label="About">
        <h4>About</h4>
        <p>{university.about ?? 'No description yet.'}</p>
      </section>
      {images.length > 0 && <ImageGallery images={images} maxVisible={CAMPUS_IMAGES_SHOWN} label={`${university.name} campus`} />}
      <dl>
        <dt>Address</dt>
        <dd>{university.address ?? '–'}</dd>
        <dt>City</dt>
        <dd>{university.city ?? '–'}</dd>
        <dt>Country</dt>
        <dd>{university.country ?? '–'}</dd>
      </dl>
      <MapArea name={university.name} mapLink={university.mapLink} address={university.address} />
    </Stack>
  );
}
