export { ContactPage } from './components/contact-page/contact-page';
