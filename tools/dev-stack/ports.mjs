// The dev stack's port plan: the gateway and the infrastructure here, each service's port from the
// vertical manifest (tools/verticals/verticals.json). CAMPUSLOOP_PORT_OFFSET shifts every port (the e2e
// run uses it so it never collides with a developer's running `npm start`).
import verticals from '../verticals/verticals.cjs';

export const INFRASTRUCTURE_PORTS = { gateway: 3000, ferretdb: 27117, smtp: 1025, inbox: 1080 };

export const BASE_PORTS = {
  gateway: INFRASTRUCTURE_PORTS.gateway,
  ...Object.fromEntries(verticals.services.map((service) => [service.name, service.port])),
  ferretdb: INFRASTRUCTURE_PORTS.ferretdb,
  smtp: INFRASTRUCTURE_PORTS.smtp,
  inbox: INFRASTRUCTURE_PORTS.inbox,
};

export function portPlan(offset = Number(process.env.CAMPUSLOOP_PORT_OFFSET ?? 0)) {
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset]));
}

/** With `--instances N`, instance i (from 0) of the gateway or a service listens INSTANCE_PORT_STEP × i above its port. */
export const INSTANCE_PORT_STEP = 100;

/** The port of one instance of the gateway or a service. */
export function instancePort(ports, name, instance) {
  return ports[name] + instance * INSTANCE_PORT_STEP;
}
