export { MobileBottomNav } from './components/mobile-bottom-nav/mobile-bottom-nav';
