// Everything mfe_marketplace exposes (module-federation.config.cjs maps './Marketplace' to this file).
export { MarketplaceTab as Marketplace } from './features/marketplace/components/marketplace-tab/marketplace-tab';
