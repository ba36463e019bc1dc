import type { MediaClient } from '@campusloop/service-kit';

/**
 * What the feed needs of the media service is service-kit's `MediaClient` (`POST
 * /internal/uploads/attach` and `/detach`, contracts in libs/contracts/src/media). main.ts wires
 * `createHttpMediaClient`; tests run it against `startFakeMediaServer` from @campusloop/testing.
 */
export type AttachMedia = MediaClient['attach'];
export type DetachMedia = MediaClient['detach'];
