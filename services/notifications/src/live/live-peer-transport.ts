import { NOTIFICATIONS_INTERNAL_PATHS } from '@campusloop/contracts';
import { postInternalJson, type Logger } from '@campusloop/service-kit';
import type { LivePeers } from './live-peers';
import type { LiveRelayEvent, LiveTransport } from './live-transport';

export interface PeerLiveTransportOptions {
  /** The database transport: every event still goes through it, the safety net for a call that failed. */
  safetyNet: LiveTransport;
  /** The other instances and where they listen. */
  peers: LivePeers;
  /** `Authorization` of a call to another instance's `/internal/*` (the service token). */
  authorization: () => Promise<string>;
  logger: Logger;
  /** A peer that has not taken the event within this long is left to the safety net. Default 2 s. */
  timeoutMs?: number;
  /** Default the global fetch (never the balanced one: each call must reach exactly its peer). */
  fetch?: typeof fetch;
}

/**
 * The embedded default's fast path (no extra server): an event is POSTed at once to every other
 * instance that registered in the database (`live-peers.ts`) at `POST /internal/live-events` (service
 * token), AND written to `live_events` as before, which every instance still reads: a call that fails
 * (the peer is restarting, a network blip, a peer not registered yet) is delivered by the read a moment
 * later. The relayed hub hands each event on once, by its id, whichever way it came first.
 */
export function createPeerLiveTransport(options: PeerLiveTransportOptions): LiveTransport {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const send = options.fetch ?? fetch;
  const logger = options.logger.child({ component: 'live-relay', transport: 'peers' });
  let lastWarning = 0;

  /** Straight to one peer (never balanced), with the service token: what service-kit's internal POST sends through. */
  const toPeer: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', await options.authorization());
    return send(input, { ...init, headers });
  };

  async function call(url: string, event: LiveRelayEvent): Promise<void> {
    try {
      // service-kit's internal POST: JSON, the request id passed on (the peer's log line joins the delivery's), the timeout.
      const answer = await postInternalJson(`${url}${NOTIFICATIONS_INTERNAL_PATHS.liveEvents}`, event, {
        fetch: toPeer,
        timeoutMs,
        unavailable: (cause) => (cause instanceof Error ? cause : new Error(String(cause))),
      });
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    } catch (error) {
      // Not lost: the peer reads it from the database. One line per 10 s at most (a peer that is gone).
      if (Date.now() - lastWarning < 10_000) return;
      lastWarning = Date.now();
      logger.warn({ err: error, peer: url }, 'live relay: a peer did not take a push directly; it gets it from the database');
    }
  }

  return {
    kind: 'peers',
    async publish(event) {
      const direct = Promise.all(options.peers.urls().map((url) => call(url, event)));
      await Promise.all([direct, options.safetyNet.publish(event)]);
    },
    start(onEvent) {
      options.safetyNet.start(onEvent);
    },
    async close() {
      await Promise.all([options.peers.close(), options.safetyNet.close()]);
    },
  };
}
