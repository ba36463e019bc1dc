import type { DashboardTabKey } from '@campusloop/web-platform';
import type { RemoteId } from '../../federation/remote-modules';

/** A dashboard tab, from its vertical's `tabs` in tools/verticals/verticals.json. */
export type DashboardTab = {
  key: DashboardTabKey;
  label: string;
  /** Needs a verified university student (spec §2). */
  needsVerification: boolean;
  /** The remote module rendered in the tab; null for tabs the shell renders itself. */
  remote: RemoteId | null;
};

/** An entry of the mobile bottom navigation: a dashboard tab under a short label. */
export type MobileNavItem = { key: DashboardTabKey; label: string };
