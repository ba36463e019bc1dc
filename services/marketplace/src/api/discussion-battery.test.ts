import { listingCommentSchema } from '@campusloop/contracts';
import { runDiscussionBattery, type BatteryPersona } from '@campusloop/discussion-server/testing';
import { newId } from '@campusloop/service-kit';
import {
  UNI_A,
  UNI_B,
  marketPaths,
  useMarketplaceTestKit,
  type Persona,
} from '../testing/marketplace-test-app';

const kit = useMarketplaceTestKit();

const asBattery = (persona: Persona): BatteryPersona => ({
  id: persona.id,
  name: persona.label,
  ...(persona.authorization ? { authorization: persona.authorization } : {}),
});

// The discussion kit's shared battery against the marketplace's own routes: a campus listing
// (students of another university are refused, visitors too; listings cannot be liked themselves).
runDiscussionBattery({
  name: 'marketplace, campus listing',
  app: () => kit.app(),
  commentSchema: listingCommentSchema,
  async readTarget(path, as) {
    const res = await kit.call('get', path, {
      id: as.id,
      label: 'reader',
      ...(as.authorization ? { authorization: as.authorization } : {}),
    });
    return { commentCount: res.body.commentCount as number };
  },
  async scenario() {
    const owner = await kit.student('Seller', UNI_A);
    const { id } = await kit.createListing(owner);
    return {
      path: marketPaths.listing(id),
      missingPath: marketPaths.listing(newId()),
      owner: asBattery(owner),
      member: asBattery(await kit.student('Buyer', UNI_A)),
      newMember: async () => asBattery(await kit.student('Buyer', UNI_A)),
      outsider: asBattery(await kit.student('Outsider', UNI_B)),
      visitorReadStatus: 401,
    };
  },
});
