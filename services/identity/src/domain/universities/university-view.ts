import type { UniversityDetails, UniversityListItem } from '@campusloop/contracts';
import type { UniversityRecord } from '../../data/university-model';

export function toUniversityListItem(university: Pick<UniversityRecord, '_id' | 'name'>): UniversityListItem {
  return { id: university._id, name: university.name };
}

export function toUniversityDetails(university: UniversityRecord): UniversityDetails {
  return {
    id: university._id,
    name: university.name,
    city: university.city,
    country: university.country,
    logo: university.logoUrl ?? null,
    establishedYear: university.establishedYear,
    websiteUrl: university.websiteUrl,
    about: university.about,
    campusImages: university.campusImageUrls ?? [],
    address: university.address,
    mapLink: university.mapLink,
    emailDomains: university.emailDomains ?? [],
  };
}
