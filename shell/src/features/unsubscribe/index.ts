export { UnsubscribePage } from './components/unsubscribe-page/unsubscribe-page';
