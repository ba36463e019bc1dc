export { AboutPage } from './components/about-page/about-page';
