// "Block a user" (issue 28): who blocked whom, copied from identity into every service that owns content.
export * from './user-block-model';
export * from './identity-user-blocks-client';
export * from './user-block-events-router';
export * from './create-user-blocks';
