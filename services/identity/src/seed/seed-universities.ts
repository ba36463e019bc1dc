import type { Connection } from 'mongoose';
import { universityModel } from '../data/university-model';
import { UNIVERSITY_CATALOGUE, type CatalogueUniversity } from './university-catalogue';
import { universityIdForSlug } from './university-id';

function mapLinkFor(university: CatalogueUniversity): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${university.name}, ${university.address}`)}`;
}

/**
 * Upserts the catalogue (idempotent: same ids every run; catalogue fields are refreshed, nothing is
 * duplicated). Runs at every identity start; the dev seed runner may call it too.
 * Returns the number of catalogue entries.
 */
export async function seedUniversities(connection: Connection): Promise<number> {
  const universities = universityModel(connection);
  await universities.init();
  await universities.bulkWrite(
    UNIVERSITY_CATALOGUE.map((university) => ({
      updateOne: {
        filter: { _id: universityIdForSlug(university.slug) },
        update: {
          $set: {
            slug: university.slug,
            name: university.name,
            city: university.city,
            country: university.country,
            address: university.address,
            websiteUrl: university.websiteUrl,
            about: university.about,
            mapLink: mapLinkFor(university),
            establishedYear: university.establishedYear,
            emailDomains: university.emailDomains.map((domain) => domain.toLowerCase()),
          },
          $setOnInsert: { logoUrl: null, campusImageUrls: [] },
        },
        upsert: true,
      },
    })),
    { ordered: false },
  );
  return UNIVERSITY_CATALOGUE.length;
}
