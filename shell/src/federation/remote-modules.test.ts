import { DASHBOARD_TAB_LIST } from '../features/dashboard/dashboard-tabs';
import { containerOf } from './remote-modules';

describe('remote modules from the vertical manifest', () => {
  it('names the container of each module a dashboard tab renders', () => {
    const containers = DASHBOARD_TAB_LIST.flatMap((tab) => (tab.remote ? [containerOf(tab.remote)] : []));
    expect([...new Set(containers)]).toEqual([
      'mfe_feed',
      'mfe_communities',
      'mfe_marketplace',
      'mfe_reviews',
      'mfe_events',
      'mfe_notifications',
    ]);
  });
});
