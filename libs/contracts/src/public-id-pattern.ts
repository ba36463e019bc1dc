/** Public ids: 11 characters of letters, digits or underscore (spec §2 deep-link patterns). */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_]{11}$/;
export const PUBLIC_ID_LENGTH = 11;
