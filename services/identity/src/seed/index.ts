// Demo-data hooks for the dev seed runner.
export { seedUniversities } from './seed-universities';
export { universityIdForSlug } from './university-id';
export { UNIVERSITY_CATALOGUE, type CatalogueUniversity } from './university-catalogue';
