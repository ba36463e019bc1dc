// The referrals vertical's schemas; its paths and routes are exported with the others from ../routes.
export * from './referral-code';
export * from './referral-code-format';
export * from './referral-messages';
export * from './referral-completion-rate';
export * from './referral-schemas';
export * from './referral-application';
