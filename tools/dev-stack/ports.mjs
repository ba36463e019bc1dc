// The dev stack's port plan. CAMPUSLOOP_PORT_OFFSET shifts every port (the e2e run uses it so it
// never collides with a developer's running `npm start`).
export const BASE_PORTS = {
  gateway: 3000,
  identity: 3101,
  media: 3102,
  feed: 3103,
  communities: 3104,
  events: 3105,
  marketplace: 3106,
  reviews: 3107,
  notifications: 3108,
  referrals: 3109,
  ferretdb: 27117,
  smtp: 1025,
  inbox: 1080,
};

export function portPlan(offset = Number(process.env.CAMPUSLOOP_PORT_OFFSET ?? 0)) {
  return Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset]));
}
