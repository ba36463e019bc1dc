export * from './announcement-texts';
export * from './announcement';
export * from './notification-texts';
export * from './notification';
export * from './notification-preferences';
export * from './notification-live';
export * from './notification-events';
export * from './email-subscription';
