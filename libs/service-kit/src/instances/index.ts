export * from './instance-health';
export * from './instance-set';
export * from './unreachable';
export * from './balanced-fetch';
export * from './service-url-env';
