export * from './community-access';
export * from './communities-item';
