export * from './messages';
export * from './email';
export * from './user';
export * from './auth';
export * from './profile';
export * from './university';
export * from './university-email';
export * from './contact';
