// The communities service's one entry for code outside it that seeds its database in bulk (tools/bench): its app,
// and the documents and list keys in the shape the service itself writes them. Nothing else of the
// service is imported from outside it (eslint: tools/bench may import services/<name>/src/seeding only).
export { createCommunitiesApp } from './app';
export { communityModel, type CommunityDoc } from './data/community-model';
export { membershipId, membershipModel, type MembershipDoc } from './data/membership-model';
export { COMMUNITY_LISTS, listKeyOf } from './domain/community-lists';
export { nameKeyOf } from './domain/community-names';
