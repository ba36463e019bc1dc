export * from './mailer';
export * from './layout';
export * from './header-safe';
