import type { CampusEvent } from '@campusloop/contracts';
import { Button, useToast } from '@campusloop/ui';
import { useGetEventCalendarMutation } from '../../api/calendar-api';
import { serverMessage } from '../../api/event-error-messages';
import { icsFileName, saveIcs } from './download-ics';

/** Beyond the spec: 'Add to calendar' saves the event as an .ics file (Asia/Kolkata times) for any calendar app. */
export function AddToCalendarButton({ event }: { event: CampusEvent }) {
  const [fetchCalendar, { isLoading }] = useGetEventCalendarMutation();
  const toast = useToast();
  const add = async () => {
    try {
      const text = await fetchCalendar({ universityId: event.universityId, eventId: event.id }).unwrap();
      saveIcs(text, icsFileName(event.title));
    } catch (error) {
      toast.show({ tone: 'error', message: `Failed to add to calendar: ${serverMessage(error)}` });
    }
  };
  return (
    <Button variant="secondary" loading={isLoading} onClick={() => void add()}>
      Add to calendar
    </Button>
  );
}
