import { Schema, type Connection } from 'mongoose';
import { modelOn } from './model-on';

export interface UniversityRecord {
  _id: string;
  slug: string;
  name: string;
  city: string | null;
  country: string | null;
  address: string | null;
  websiteUrl: string | null;
  about: string | null;
  mapLink: string | null;
  establishedYear: number | null;
  logoUrl: string | null;
  campusImageUrls: string[];
  /** E-mail domains whose addresses (and sub-domains') verify for this university. Lower case. */
  emailDomains: string[];
}

const universitySchema = new Schema<UniversityRecord>(
  {
    _id: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    city: { type: String, default: null },
    country: { type: String, default: null },
    address: { type: String, default: null },
    websiteUrl: { type: String, default: null },
    about: { type: String, default: null },
    mapLink: { type: String, default: null },
    establishedYear: { type: Number, default: null },
    logoUrl: { type: String, default: null },
    campusImageUrls: { type: [String], default: [] },
    emailDomains: { type: [String], default: [] },
  },
  { collection: 'universities', versionKey: false },
);
universitySchema.index({ name: 1 });

export function universityModel(connection: Connection) {
  return modelOn(connection, 'University', universitySchema);
}
export type UniversityModel = ReturnType<typeof universityModel>;
