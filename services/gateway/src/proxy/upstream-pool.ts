import http from 'node:http';
import https from 'node:https';
import type { GatewayConfig } from '../config/gateway-config';
import { UPSTREAM_NAMES, type UpstreamName } from '../routing/upstreams';

export interface Upstream {
  name: UpstreamName;
  target: URL;
  timeoutMs: number;
  /** Keep-alive pool: reusing connections saves a TCP handshake per request. */
  agent: http.Agent;
}

export interface UpstreamPool {
  get(name: UpstreamName): Upstream;
  connectTimeoutMs: number;
  /** Closes pooled sockets (shutdown, tests). */
  destroy(): void;
}

/** One keep-alive agent per upstream, sized and timed by the config. */
export function createUpstreamPool(config: GatewayConfig): UpstreamPool {
  const upstreams = new Map<UpstreamName, Upstream>();
  for (const name of UPSTREAM_NAMES) {
    const { url, timeoutMs } = config.upstreams[name];
    const target = new URL(url);
    const agentOptions: http.AgentOptions = {
      keepAlive: true,
      maxSockets: config.maxSocketsPerUpstream,
      maxFreeSockets: Math.min(config.maxSocketsPerUpstream, 32),
      // Idle pooled sockets close before the service's 65 s keepAliveTimeout would close them
      // under a request in flight.
      timeout: config.keepAliveIdleMs,
      scheduling: 'lifo',
    };
    const agent = target.protocol === 'https:' ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
    upstreams.set(name, { name, target, timeoutMs, agent });
  }
  return {
    get(name) {
      const upstream = upstreams.get(name);
      if (!upstream) throw new Error(`Unknown upstream ${name}`);
      return upstream;
    },
    connectTimeoutMs: config.connectTimeoutMs,
    destroy() {
      for (const upstream of upstreams.values()) upstream.agent.destroy();
    },
  };
}
