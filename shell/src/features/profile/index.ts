export { ProfilePage } from './components/profile-page/profile-page';
export { ProfileFormPage } from './components/profile-form-page/profile-form-page';
export { UniversityEmailVerifyPage } from './components/university-email-verify-page/university-email-verify-page';
