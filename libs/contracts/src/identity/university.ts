import { z } from 'zod';
import { publicIdSchema } from '../ids';

/** GET /universities: one entry per university. */
export const universityListItemSchema = z.strictObject({ id: publicIdSchema, name: z.string() });
export type UniversityListItem = z.infer<typeof universityListItemSchema>;
export const universityListResponseSchema = z.array(universityListItemSchema);

/** GET /universities/{id}/details (spec §3 University, plus the e-mail domains it verifies). */
export const universityDetailsSchema = z.strictObject({
  id: publicIdSchema,
  name: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  logo: z.string().nullable(),
  establishedYear: z.number().int().nullable(),
  websiteUrl: z.string().nullable(),
  about: z.string().nullable(),
  campusImages: z.array(z.string()),
  address: z.string().nullable(),
  mapLink: z.string().nullable(),
  emailDomains: z.array(z.string()),
});
export type UniversityDetails = z.infer<typeof universityDetailsSchema>;
