/** Where users reach CampusLoop: support (account and content notices, footer) and general information (contact page). */
export const SUPPORT_EMAIL = 'support@campusloop.app';
export const INFO_EMAIL = 'info@campusloop.app';
