// The discussion contracts (comments, replies, likes, anonymous authorship) shared by every target:
// posts, events and listings (spec §3 "used for posts, events and listings").
export * from './discussion-messages';
export * from './authored-item';
export * from './comment';
export * from './like';
export * from './discussion-events';
