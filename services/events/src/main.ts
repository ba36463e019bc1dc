import { runVerticalService } from '@campusloop/service-kit';
import { createEventsApp } from './app';
import { EVENTS_DB_NAME, loadEventsConfig } from './config/events-config';
import { startReminderSweeper } from './domain/send-reminders';

runVerticalService({
  name: 'events',
  dbName: EVENTS_DB_NAME,
  loadConfig: () => loadEventsConfig(),
  build({ connection, logger, verifier, serviceAuth, config, media, outbox }) {
    const { app, init, ctx } = createEventsApp({
      connection,
      logger,
      verifier,
      // Covers report media's refusals under `coverImage`, comment images under `media`.
      media: media({ field: 'coverImage' }),
      commentMedia: media(),
      outbox: outbox(),
      identityUrl: config.identityUrl,
      serviceAuth,
    });
    return {
      app,
      init,
      // After the outbox dispatcher started; stopped first on shutdown.
      start() {
        const reminders = startReminderSweeper(ctx, config.reminderIntervalMs);
        return () => reminders.stop();
      },
    };
  },
});
