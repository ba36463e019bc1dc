import { commentSchema } from '@campusloop/contracts';
import { runDiscussionBattery, type BatteryPersona } from '@campusloop/discussion-server/testing';
import { newId } from '@campusloop/service-kit';
import { UNI_A, UNI_B, feedPaths, useFeedTestKit, type Persona } from '../testing/feed-test-kit';

const kit = useFeedTestKit();

const asBattery = (persona: Persona): BatteryPersona => ({
  id: persona.id,
  name: persona.claims?.name ?? persona.label,
  ...(persona.authorization ? { authorization: persona.authorization } : {}),
});

async function readPost(path: string, as: BatteryPersona) {
  const res = await kit.call('get', path, { id: as.id, label: 'reader', ...(as.authorization ? { authorization: as.authorization } : {}) });
  return { commentCount: res.body.commentCount as number, likeCount: res.body.likeCount as number };
}

// The discussion kit's shared battery against the feed's own routes: a campus post (outsiders of
// another university are refused, visitors too) and a public post (visitors read).
runDiscussionBattery({
  name: 'feed, campus post',
  app: () => kit.app(),
  commentSchema,
  readTarget: readPost,
  targetLikes: true,
  async scenario() {
    const owner = await kit.student(UNI_A);
    const { id } = await kit.createPost(owner, feedPaths.campus(UNI_A));
    return {
      path: feedPaths.post(id),
      missingPath: feedPaths.post(newId()),
      owner: asBattery(owner),
      member: asBattery(await kit.student(UNI_A)),
      newMember: async () => asBattery(await kit.student(UNI_A)),
      outsider: asBattery(await kit.student(UNI_B)),
      visitorReadStatus: 401,
    };
  },
});

runDiscussionBattery({
  name: 'feed, public post',
  app: () => kit.app(),
  commentSchema,
  readTarget: readPost,
  targetLikes: true,
  async scenario() {
    const owner = await kit.student(UNI_A);
    const { id } = await kit.createPost(owner, feedPaths.public);
    return {
      path: feedPaths.post(id),
      missingPath: feedPaths.post(newId()),
      owner: asBattery(owner),
      member: asBattery(await kit.student(UNI_B)),
      newMember: async () => asBattery(await kit.student(UNI_B)),
      visitorReadStatus: 200,
    };
  },
});
