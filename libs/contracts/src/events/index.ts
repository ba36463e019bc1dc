export * from './event-messages';
export * from './event-time';
export * from './event-capacity';
export * from './event-texts';
export * from './event';
export * from './event-outbox';
