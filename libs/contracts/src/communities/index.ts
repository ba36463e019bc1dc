export * from './community-access';
