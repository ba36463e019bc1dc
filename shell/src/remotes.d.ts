// Types of what the remotes expose (hand-written contract; the shell never imports a remote's source).
// Keep in step with each remote's module-federation.config.cjs.

declare module 'mfe_feed/Feed' {
  const Feed: import('react').ComponentType<import('@campusloop/web-platform').RemoteTabProps>;
  export default Feed;
}
declare module 'mfe_feed/CommunityPosts' {
  const CommunityPosts: import('react').ComponentType<import('@campusloop/web-platform').CommunityPostsProps>;
  export default CommunityPosts;
}
declare module 'mfe_communities/Communities' {
  const Communities: import('react').ComponentType<import('@campusloop/web-platform').RemoteTabProps>;
  export default Communities;
}
declare module 'mfe_events/Events' {
  const Events: import('react').ComponentType<import('@campusloop/web-platform').RemoteTabProps>;
  export default Events;
}
declare module 'mfe_marketplace/Marketplace' {
  const Marketplace: import('react').ComponentType<import('@campusloop/web-platform').RemoteTabProps>;
  export default Marketplace;
}
declare module 'mfe_reviews/Reviews' {
  const Reviews: import('react').ComponentType<import('@campusloop/web-platform').RemoteTabProps>;
  export default Reviews;
}
declare module 'mfe_notifications/Notifications' {
  const Notifications: import('react').ComponentType<import('@campusloop/web-platform').RemoteTabProps>;
  export default Notifications;
}
declare module 'mfe_notifications/NotificationBell' {
  const NotificationBell: import('react').ComponentType;
  export default NotificationBell;
}
declare module 'mfe_referrals/Referrals' {
  const Referrals: import('react').ComponentType;
  export default Referrals;
}
