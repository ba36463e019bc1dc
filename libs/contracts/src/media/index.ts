export * from './media-error-codes';
export * from './media-messages';
export * from './media-key';
export * from './media-item';
export * from './presign';
export * from './attach';
