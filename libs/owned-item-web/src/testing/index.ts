export { renderTab } from './render-tab';
