export { AppLayout } from './components/app-layout/app-layout';
