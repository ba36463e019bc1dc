import type { ComponentType } from 'react';
import type { CommunityPostsProps } from '@campusloop/web-platform';

/** The feed remote's exposed post list of one community (mfe_feed/CommunityPosts). */
export const COMMUNITY_POSTS_MODULE = 'mfe_feed/CommunityPosts';

type FederationInstance = {
  options?: { remotes?: ReadonlyArray<{ name?: string }> };
  loadRemote(id: string): Promise<unknown>;
};

/**
 * Loads mfe_feed/CommunityPosts through the page's Module Federation runtime — the shell's instance,
 * which registered every deployed remote from the runtime manifest — never mfe-feed's source (remotes
 * do not import each other). Rejects when no instance knows mfe_feed (standalone, or not deployed).
 */
export async function loadCommunityPosts(): Promise<{ default: ComponentType<CommunityPostsProps> }> {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } }).__FEDERATION__;
  const host = federation?.__INSTANCES__?.find((instance) =>
    instance.options?.remotes?.some((remote) => remote.name === 'mfe_feed'),
  );
  if (!host) throw new Error('The feed is not available here.');
  const loaded = (await host.loadRemote(COMMUNITY_POSTS_MODULE)) as { default?: ComponentType<CommunityPostsProps> } | null;
  if (!loaded?.default) throw new Error('The feed is not available here.');
  return { default: loaded.default };
}
