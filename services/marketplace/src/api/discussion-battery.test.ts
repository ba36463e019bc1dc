import { listingCommentSchema } from '@campusloop/contracts';
import { runCampusDiscussionBattery } from '@campusloop/discussion-server/testing';
import { UNI_A, UNI_B, marketPaths, useMarketplaceTestKit } from '../testing/marketplace-test-app';

const kit = useMarketplaceTestKit();

// The discussion kit's shared battery against the marketplace's own routes: a campus listing
// (students of another university are refused, visitors too; listings cannot be liked themselves).
runCampusDiscussionBattery({
  name: 'marketplace, campus listing',
  kit,
  commentSchema: listingCommentSchema,
  campuses: [UNI_A, UNI_B],
  labels: { owner: 'Seller', member: 'Buyer' },
  targetPath: (id) => marketPaths.listing(id),
  createTarget: (owner) => kit.createListing(owner),
});
