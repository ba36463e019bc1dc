// The marketplace vertical's schemas; its paths and routes are exported with the others from ../routes.
export * from './marketplace-item';
export * from './listing-outbox';
