export * from './feed-messages';
export * from './feed-author';
export * from './post';
export * from './comment';
export * from './feed-events';
