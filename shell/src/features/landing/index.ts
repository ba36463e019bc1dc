export { LandingPage } from './components/landing-page/landing-page';
export { LANDING_SECTION_IDS } from './section-ids';
export { useHeroAction, type HeroAction } from './components/hero/use-hero-action';
export { CallToAction } from './components/call-to-action/call-to-action';
