export { aUser } from './user-fixture';
