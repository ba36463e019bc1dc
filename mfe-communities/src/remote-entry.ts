// Everything mfe_communities exposes (module-federation.config.cjs maps './Communities' to this file).
export { CommunitiesTab as Communities } from './features/communities/components/communities-tab/communities-tab';
