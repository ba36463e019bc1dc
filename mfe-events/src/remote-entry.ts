// Everything mfe_events exposes (module-federation.config.cjs maps './Events' to this file).
export { EventsTab as Events } from './features/events/components/events-tab/events-tab';
