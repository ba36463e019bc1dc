export * from './announcement-texts';
export * from './announcement';
export * from './notifications-item';
