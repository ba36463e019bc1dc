export * from './ids';
export * from './errors';
export * from './paging';
export * from './constants';
export * from './single-line-text';
export * from './discussion';
export * from './routes';
export * from './dashboard';
export * from './moderation';
// Each vertical's contracts (its folder), listed from tools/verticals/verticals.json.
export * from './verticals.generated';
