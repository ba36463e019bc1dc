// The moderators' screen (/moderation, issue 28); the route imports the page file directly (its own chunk).
export { ModerationPage } from './components/moderation-page/moderation-page';
