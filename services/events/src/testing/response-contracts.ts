import { EVENT_ROUTES } from '@campusloop/contracts';
import { contractAssertion } from '@campusloop/service-kit/testing';

const checkAnswer = contractAssertion(Object.values(EVENT_ROUTES));

/**
 * Throws when an answer breaks its route contract (EVENT_ROUTES in libs/contracts; see
 * `contractAssertion`), and when a `text/calendar` answer is not a calendar.
 */
export function assertContract(
  method: string,
  path: string,
  status: number,
  body: unknown,
  text: string,
): void {
  const route = checkAnswer(method, path, status, body);
  if (
    status < 400 &&
    route?.answers[status]?.contentType === 'text/calendar' &&
    !text.startsWith('BEGIN:VCALENDAR')
  ) {
    throw new Error(`${method} ${path} is not a calendar`);
  }
}
