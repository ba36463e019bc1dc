export { ProfilePage } from './components/profile-page/profile-page';
export { ProfileFormPage } from './components/profile-form-page/profile-form-page';
export { UniversityEmailVerifyPage } from './components/university-email-verify-page/university-email-verify-page';
export { ProfileForm, FLASH_DURATION_MS, type ProfileFormProps, type ProfileFormMode } from './components/profile-form/profile-form';
export { ACCOUNT_NOTICES, NOTICE_PARAM } from './components/account-notice/account-notice';
