// The Marketplace part of the demo campus, through the public API like the rest of the seed: a second
// seller (Kavya), a few listings with pictures drawn at seed time (seed-media.mjs, no downloads), one of
// them sold, and a question on Asha's textbook with her answer.
import { becomeVerifiedStudent, call, signIn } from './seed-session.mjs';
import { productPicture, uploadPng } from './seed-media.mjs';

const KAVYA = {
  email: 'kavya.demo@gmail.com',
  universityEmail: 'kavya.demo@iitb.ac.in',
  name: 'Kavya Demo',
  gender: 'FEMALE',
  bio: 'Demo student who sells what she no longer needs.',
};

/** The demo listings, oldest first: who sells, the listing, its pictures' colours, and whether it is sold. */
const LISTINGS = [
  {
    by: 'kavya',
    sold: true,
    colours: [[40, 40, 48]],
    body: {
      title: 'Casio fx-991ES scientific calculator',
      description: 'Works perfectly, new battery last month. Allowed in most exams.',
      price: 650,
      notes: 'Kavya, Hostel 10 room 118. Message on the campus app before coming.',
    },
  },
  {
    by: 'asha',
    colours: [
      [30, 90, 160],
      [200, 60, 50],
    ],
    question: {
      by: 'kavya',
      body: 'Are there any notes or highlights inside?',
      answer: 'A few pencil notes in the first three chapters, easy to erase.',
    },
    body: {
      title: 'Advanced Engineering Mathematics (Kreyszig, 10th ed.)',
      description: 'The first-year maths textbook. Cover slightly worn, all pages intact.',
      price: 450,
      notes: 'Asha, Hostel 6. Free after 5 pm; can meet at the library.',
    },
  },
  {
    by: 'kavya',
    colours: [
      [20, 120, 90],
      [20, 120, 90],
      [230, 200, 60],
    ],
    body: {
      title: 'Hero Sprint cycle with lock',
      description: '21-speed, serviced in August. Comes with a chain lock and a bell.',
      price: 3200,
      notes: 'Kavya, Hostel 10 room 118. Test ride around the lake welcome.',
    },
  },
  {
    by: 'asha',
    colours: [],
    body: {
      title: 'LED desk lamp (warm white)',
      description: 'Three brightness levels, USB powered. Perfect for late-night assignments.',
      price: 299.99,
      notes: 'Asha, Hostel 6. Reply here with a question.',
    },
  },
];

/**
 * Seeds the demo university's marketplace: Kavya becomes a verified student, both she and Asha list
 * items (pictures uploaded through media like the app does), Kavya's calculator is marked sold, and
 * Kavya asks about Asha's textbook, which Asha answers. Answers the extra users it created.
 */
export async function seedDemoMarketplace({ apiUrl, inboxUrl, token, university }) {
  const session = await signIn(apiUrl, inboxUrl, KAVYA.email);
  const kavyaToken = session.profileComplete
    ? session.accessToken
    : await becomeVerifiedStudent(apiUrl, inboxUrl, session, university, KAVYA);
  const tokens = { asha: token, kavya: kavyaToken };
  const base = `/universities/${university.id}/market`;
  for (const listing of LISTINGS) {
    const seller = tokens[listing.by];
    const media = [];
    for (const [index, colour] of listing.colours.entries()) {
      const bytes = productPicture(colour, index);
      media.push(
        await uploadPng(apiUrl, seller, { bytes, name: `photo-${index + 1}.png`, context: 'MARKETPLACE' }),
      );
    }
    const created = await call(apiUrl, 'POST', base, { token: seller, body: { ...listing.body, media } });
    if (listing.sold) await call(apiUrl, 'PATCH', `${base}/${created.id}/sold?sold=true`, { token: seller });
    if (listing.question) {
      const comments = `${base}/${created.id}/comments`;
      const asked = await call(apiUrl, 'POST', comments, {
        token: tokens[listing.question.by],
        body: { body: listing.question.body, parentId: null, isAnonymous: false },
      });
      await call(apiUrl, 'POST', comments, {
        token: seller,
        body: { body: listing.question.answer, parentId: asked.id, isAnonymous: false },
      });
    }
  }
  return { users: [KAVYA.email] };
}
