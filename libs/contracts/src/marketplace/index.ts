// The marketplace vertical's schemas; its paths and routes are exported with the others from ../routes.
export * from './listing-messages';
export * from './listing-price';
export * from './listing-texts';
export * from './listing';
export * from './listing-search';
export * from './listing-outbox';
