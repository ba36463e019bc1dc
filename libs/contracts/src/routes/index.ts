// Route contracts: the infrastructure, each vertical's contracts, and the OpenAPI document of them all.
export * from './route-path';
export * from './route-contract';
export * from './check-answer';
export * from './openapi-document';
export * from './api-routes';
export * from '../discussion/discussion-paths';
export * from '../discussion/discussion-routes';
export * from '../discussion/comment-moderation-paths';
export * from '../discussion/comment-moderation-routes';
// Each vertical's paths and route contracts, listed from tools/verticals/verticals.json.
export * from './vertical-routes.generated';
