// The reviews vertical's schemas; its paths and routes are exported with the others from ../routes.
export * from './reviews-item';
export * from './rating-events';
