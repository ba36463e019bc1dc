// Moderation (issue 28): restricted accounts and their write guard, reports, the moderators' desk, the audit log.
export * from './account-restriction-model';
export * from './identity-restrictions-client';
export * from './restriction-events-router';
export * from './create-account-restrictions';
export * from './refuse-restricted-writes';
export * from './moderation-models';
export * from './create-audit-log';
export * from './create-moderation';
export * from './mount-moderation-routes';
export * from './restrict-author';
export * from './blocked-items';
