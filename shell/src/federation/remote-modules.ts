import type { ComponentType } from 'react';

/** Every module the shell loads from a remote, by Module Federation id (types: src/remotes.d.ts). */
export type RemoteModuleMap = {
  'mfe_feed/Feed': typeof import('mfe_feed/Feed');
  'mfe_feed/CommunityPosts': typeof import('mfe_feed/CommunityPosts');
  'mfe_communities/Communities': typeof import('mfe_communities/Communities');
  'mfe_events/Events': typeof import('mfe_events/Events');
  'mfe_marketplace/Marketplace': typeof import('mfe_marketplace/Marketplace');
  'mfe_reviews/Reviews': typeof import('mfe_reviews/Reviews');
  'mfe_notifications/Notifications': typeof import('mfe_notifications/Notifications');
  'mfe_notifications/NotificationBell': typeof import('mfe_notifications/NotificationBell');
  'mfe_referrals/Referrals': typeof import('mfe_referrals/Referrals');
};

export type RemoteId = keyof RemoteModuleMap;

/**
 * The props of a remote module's default export. Distributes over a union of ids (a tab whose remote
 * is any RemoteId accepts the props of any of them), since the modules' props now differ.
 */
export type RemotePropsOf<K extends RemoteId> = K extends RemoteId
  ? RemoteModuleMap[K]['default'] extends ComponentType<infer P>
    ? P
    : never
  : never;

/** 'mfe_feed/Feed' → 'mfe_feed'. */
export function containerOf(id: RemoteId): string {
  return id.slice(0, id.indexOf('/'));
}
