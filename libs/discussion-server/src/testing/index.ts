// Test-only entry (`@campusloop/discussion-server/testing`): production code never imports this.
export * from './run-discussion-battery';
export * from './run-campus-discussion-battery';
