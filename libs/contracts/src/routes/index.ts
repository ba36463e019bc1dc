// Route contracts: the infrastructure, each vertical's contracts, and the OpenAPI document of them all.
export * from './route-path';
export * from './route-contract';
export * from './check-answer';
export * from './openapi-document';
export * from './api-routes';
export * from '../discussion/discussion-paths';
export * from '../discussion/discussion-routes';
export * from '../identity/identity-paths';
export * from '../identity/identity-routes';
export * from '../media/media-paths';
export * from '../media/media-routes';
export * from '../feed/feed-paths';
export * from '../feed/feed-routes';
export * from '../events/event-paths';
export * from '../events/event-routes';
