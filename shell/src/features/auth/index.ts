export { LoginPage } from './components/login-page/login-page';
export { VerifyPage } from './components/verify-page/verify-page';
export { RequireAuth } from './components/route-guards/require-auth';
export { VisitorsOnly } from './components/route-guards/visitors-only';
export { postLoginPath, profileFormPath } from './post-login-path';
