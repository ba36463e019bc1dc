export * from './ids';
export * from './errors';
export * from './paging';
export * from './constants';
export * from './identity';
export * from './media';
export * from './feed';
export * from './events';
