// Test-only entry (`@campusloop/discussion-server/testing`): production code never imports this.
export * from './run-discussion-battery';
