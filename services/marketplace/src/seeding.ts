// The marketplace service's one entry for code outside it that seeds its database in bulk (tools/bench): its app,
// and the documents and list keys in the shape the service itself writes them. Nothing else of the
// service is imported from outside it (eslint: tools/bench may import services/<name>/src/seeding only).
export { createMarketplaceApp } from './app';
export { campusKey, sellerKey } from './data/listing-lists';
export type { ListingDoc } from './data/listing-model';
export { createMarketplaceStore } from './data/marketplace-store';
