// Moderation: roles, account restriction, reports, the moderators' queue and audit log.
export * from './moderation-messages';
export * from './user-roles';
export * from './account-restriction';
export * from './report';
export * from './moderation-paths';
export * from './moderation-desks';
export * from './moderation-screen-texts';
export * from './moderation-routes';
export * from './report-texts';
export * from './moderation-outcome';
export * from './moderation-notices';
