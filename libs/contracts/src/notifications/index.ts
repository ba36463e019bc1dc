export * from './announcement-texts';
export * from './announcement';
