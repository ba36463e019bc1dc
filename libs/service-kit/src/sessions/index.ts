export * from './revoked-session-model';
export * from './identity-revocations-client';
export * from './session-events-router';
export * from './create-session-revocations';
export * from './refuse-revoked-sessions';
