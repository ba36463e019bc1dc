import type { Connection } from 'mongoose';
import { trusted } from '@campusloop/service-kit';
import { universityModel } from '../data/university-model';
import { UNIVERSITY_CATALOGUE, type CatalogueUniversity } from './university-catalogue';
import { universityIdForSlug } from './university-id';

function mapLinkFor(university: CatalogueUniversity): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${university.name}, ${university.address}`)}`;
}

function catalogueFields(university: CatalogueUniversity) {
  return {
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
  };
}

/**
 * Puts the catalogue in place, idempotently: missing universities are inserted (same ids every run),
 * existing ones get their catalogue fields refreshed while images someone added stay. (Insert, then
 * $set, because FerretDB v1 ignores $setOnInsert.) Runs at every identity start; the dev seed runner
 * may call it too. Returns the number of catalogue entries.
 */
export async function seedUniversities(connection: Connection): Promise<number> {
  const universities = universityModel(connection);
  await universities.init();
  const ids = UNIVERSITY_CATALOGUE.map((university) => universityIdForSlug(university.slug));
  const present = new Set((await universities.find({ _id: trusted({ $in: ids }) }, { _id: 1 }).lean()).map((doc) => doc._id));

  const missing = UNIVERSITY_CATALOGUE.filter((university) => !present.has(universityIdForSlug(university.slug)));
  if (missing.length) {
    try {
      await universities.insertMany(
        missing.map((university) => ({ _id: universityIdForSlug(university.slug), ...catalogueFields(university), logoUrl: null, campusImageUrls: [] })),
        { ordered: false },
      );
    } catch (error) {
      // Another instance seeding at the same moment inserted some of them: fine.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
  }
  await universities.bulkWrite(
    UNIVERSITY_CATALOGUE.map((university) => ({
      updateOne: { filter: { _id: universityIdForSlug(university.slug) }, update: { $set: catalogueFields(university) } },
    })),
    { ordered: false },
  );
  return UNIVERSITY_CATALOGUE.length;
}
