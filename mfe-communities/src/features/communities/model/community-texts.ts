/** The Communities tab's own labels (spec §2 Communities); messages and empty states are contracts' COMMUNITY_*. */
export const COMMUNITIES_TEXTS = {
  header: 'Communities',
  tabs: { public: 'Public', campus: 'Campus Communities', mine: 'My Communities', joined: 'Joined' },
  loadMore: 'Load More Communities',
  end: 'No more communities to load',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} communities`,
  create: 'Create Community',
  createTitle: 'Create Community',
  editTitle: 'Edit Community',
  back: 'Back to Communities',
  pageTabs: { feed: 'Feed', details: 'Details', settings: 'Settings' },
  joinCommunity: 'Join Community',
  leaveCommunity: 'Leave Community',
  reportCommunity: 'Report Community',
  youAreAMember: 'You are a member',
  officialNotice: 'This is an official community.',
  official: 'Official',
  university: 'University',
  public: 'Public',
  createdBy: 'Created by',
  deleteConfirm: 'Are you sure you want to delete this community? This action cannot be undone.',
  members: (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`,
} as const;

/** Spec §2 card: descriptions cut at 120 characters (60 on compact cards), compact names at 25. */
export const CARD_LIMITS = { description: 120, compactDescription: 60, compactName: 25 } as const;

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
