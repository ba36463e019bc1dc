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

/** A fresh post in `feed` by a student of UNI_A, with the people around it. */
function postScenario(feed: string, members: string, outsiders: string | null) {
  return async () => {
    const owner = await kit.student(UNI_A);
    const { id } = await kit.createPost(owner, feed);
    return {
      path: feedPaths.post(id),
      missingPath: feedPaths.post(newId()),
      owner: asBattery(owner),
      member: asBattery(await kit.student(members)),
      newMember: async () => asBattery(await kit.student(members)),
      ...(outsiders ? { outsider: asBattery(await kit.student(outsiders)) } : {}),
      visitorReadStatus: outsiders ? (401 as const) : (200 as const),
    };
  };
}

// The discussion kit's shared battery against the feed's own routes: a campus post (students of
// another university are refused, visitors too) and a public post (visitors read, anyone writes).
for (const [name, scenario] of [
  ['feed, campus post', postScenario(feedPaths.campus(UNI_A), UNI_A, UNI_B)],
  ['feed, public post', postScenario(feedPaths.public, UNI_B, null)],
] as const) {
  runDiscussionBattery({ name, app: () => kit.app(), commentSchema, readTarget: readPost, targetLikes: true, scenario });
}
