// The reviews vertical's schemas; its paths and routes are exported with the others from ../routes.
export * from './rating-messages';
export * from './rating-texts';
export * from './rating';
export * from './rating-events';
