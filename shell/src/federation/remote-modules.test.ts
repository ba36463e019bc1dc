import { DASHBOARD_TAB_LIST } from '../features/dashboard/dashboard-tabs';
import { containerOf } from './remote-modules';
import { REMOTE_TABS } from './remote-modules.generated';

describe('remote modules from the vertical manifest', () => {
  it("each dashboard tab that renders a remote is one of that remote's tabs in the manifest, and the other way round", () => {
    const fromDashboard = DASHBOARD_TAB_LIST.flatMap((tab) =>
      tab.remote ? [`${containerOf(tab.remote)}:${tab.key}`] : [],
    );
    const fromManifest = Object.entries(REMOTE_TABS).flatMap(([container, tabs]) =>
      tabs.map((tab) => `${container}:${tab}`),
    );
    expect(fromDashboard.sort()).toEqual(fromManifest.sort());
  });
});
