export { NotificationsRoute } from './components/notifications-route/notifications-route';
