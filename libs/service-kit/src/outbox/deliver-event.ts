import { IDEMPOTENCY_KEY_HEADER } from '../instances/balanced-fetch';
import { EVENT_ID_HEADER, type EventEnvelope, type OutboxEvent } from './outbox-event';

export interface DeliveryResult {
  url: string;
  ok: boolean;
  error?: string;
}

/**
 * POSTs the envelope to one subscriber; 2xx is success, anything else (or no answer in time) is not.
 * It carries the event id as `Idempotency-Key` too: every consumer handles an event once per id, so a
 * delivery cut off before its answer may be sent again to another instance of the consumer (balanced-fetch.ts).
 */
export async function deliverEvent(
  event: OutboxEvent,
  url: string,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<DeliveryResult> {
  const envelope: EventEnvelope = {
    id: event.id,
    type: event.type,
    payload: event.payload,
    occurredAt: event.createdAt.toISOString(),
  };
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [EVENT_ID_HEADER]: event.id, [IDEMPOTENCY_KEY_HEADER]: event.id },
      body: JSON.stringify(envelope),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Drain the body so the keep-alive socket can be reused.
    await response.arrayBuffer().catch(() => undefined);
    return response.ok ? { url, ok: true } : { url, ok: false, error: `HTTP ${response.status}` };
  } catch (error) {
    return { url, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
