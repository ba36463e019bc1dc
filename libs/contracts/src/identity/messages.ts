/**
 * Texts of spec §5 and §8 for sign-in, profile, university e-mail and contact, word for word, plus the
 * few server texts the spec leaves to us (marked). The front end and identity service share them.
 */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email address is too long',
  otpIncomplete: 'Please enter the full 6-digit OTP.',
  sendOtpFailed: 'Failed to send OTP. Please try again.',
  invalidOtp: 'Invalid or expired OTP. Please try again.',
  resendFailed: 'Could not resend OTP. Try again later.',
  // Server texts (not given by the spec):
  otpSent: 'OTP sent',
  sessionExpired: 'Session expired. Please log in again.',
  tooManyCodes: 'Too many codes requested. Please try again later.',
  tooManyFailures: 'Too many failed attempts. Please try again later.',
} as const;

/** 'Please wait 30 seconds before requesting a new code.' (server text). */
export function resendCooldownMessage(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`;
}

export const PROFILE_MESSAGES = {
  nameTooShort: 'Name must be at least 3 characters',
  nameTooLong: 'Name must be less than 50 characters',
  genderRequired: 'Gender is required',
  genderRequiredUniversity: 'Please select your gender',
  degreeRequired: 'Degree is required',
  degreeTooLong: 'Degree must be less than 100 characters',
  graduationYearRange: 'Graduation year must be between 2000 and 2040',
  audienceLocked: 'Cannot change once set to University Student',
  profileUpdated: 'Your profile has been updated!',
  updateFailed: 'Failed to update profile. Please try again.',
  // Server texts (not given by the spec):
  bioTooLong: 'Bio must be 500 characters or less',
  audienceRequired: 'Please select who you are',
  invalidGender: 'Please select a valid gender',
  invalidAudience: 'Please select a valid audience',
  invalidUniversity: 'Please select a valid university',
  universityLocked: 'University cannot be changed once your university email is verified',
  universityEmailLocked: 'University email cannot be changed once verified',
  universityEmailNotVerified: 'University email can only be set by verifying it',
  invalidProfileImage: 'Invalid profile image',
  notChangeable: 'This field cannot be changed',
} as const;

export const UNIVERSITY_MESSAGES = {
  universityEmailRequired: 'Please enter your university email',
  universityRequired: 'Please select a university to verify your email',
  otpIncomplete: 'Enter full 6-digit OTP',
  resendFailed: 'Could not resend OTP',
  verificationFailed: 'Verification failed',
  sendVerificationOtpFailed: 'Failed to send verification OTP',
  loadFailed: 'Failed to load universities. Please try again.',
  // Server texts (not given by the spec):
  notFound: 'University not found.',
  domainMismatch: 'This email address does not belong to the selected university.',
  notAcademic: 'This email address does not belong to a recognised academic institution.',
  alreadyVerifiedElsewhere: 'This university email is already verified by another account.',
  alreadyVerified: 'Your university email is already verified.',
} as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  emailInvalid: 'Invalid email',
  messageRequired: 'Message cannot be empty',
  sendFailed: 'Failed to send message. Please try again later.',
  success: 'Thank you!',
  // Server texts (not given by the spec):
  nameTooLong: 'Name must be less than 100 characters',
  messageTooLong: 'Message must be 5000 characters or less',
} as const;
