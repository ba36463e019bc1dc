import { MOBILE_BREAKPOINT_PX } from '@campusloop/contracts';

/** Spec §9: gestures apply at a width of 768 px or less. */
export const isMobileWidth = (): boolean =>
  typeof window !== 'undefined' && window.innerWidth <= MOBILE_BREAKPOINT_PX;
