export * from './community-messages';
export * from './community-access';
export * from './community-texts';
export * from './community';
export * from './community-events';
