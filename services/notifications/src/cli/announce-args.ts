import { parseArgs } from 'node:util';
import { publishAnnouncementSchema, type PublishAnnouncement } from '@campusloop/contracts';

export const ANNOUNCE_USAGE =
  'Usage: npm run announce -- --title "Exams" --message "The timetable is out." [--priority LOW|MEDIUM|HIGH|URGENT]';

/** The CLI's arguments as the internal route takes them; throws with every problem and the usage. */
export function parseAnnounceArgs(argv: readonly string[]): PublishAnnouncement {
  const { values } = parseArgs({
    args: [...argv],
    options: { title: { type: 'string' }, message: { type: 'string' }, priority: { type: 'string' } },
    strict: true,
  });
  const parsed = publishAnnouncementSchema.safeParse({
    title: values.title ?? '',
    message: values.message ?? '',
    ...(values.priority ? { priority: values.priority.toUpperCase() } : {}),
  });
  if (!parsed.success) {
    throw new Error(
      `${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n')}\n${ANNOUNCE_USAGE}`,
    );
  }
  return parsed.data;
}
