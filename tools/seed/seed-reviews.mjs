// The University Reviews part of the demo campus: a handful of ratings by verified students, through
// the public API like the rest of the seed, so a newcomer opening University Reviews sees a living
// Reviews & Ratings tab. Asha (the demo account) does not rate, so she can try Rate University herself.
// Campus images are drawn at seed time (seed-media.mjs, no downloads), uploaded by Asha through media's public
// presign flow (context UNIVERSITY_CAMPUS) and set on identity's university by an operator tool
// (services/identity/src/cli/campus-images.ts, service token from DATA_DIR), since identity owns them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { becomeVerifiedStudent, call, signIn } from './seed-session.mjs';
import { campusPicture, uploadPng } from './seed-media.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CAMPUS_PICTURES = 4;
/** The manifest's gateway and identity ports; the running stack shifts both by one offset. */
const GATEWAY_PORT = 3000;
const IDENTITY_PORT = 3101;

/** Demo raters: each a verified student of the named university (one rating each, spec: one per 6 months). */
const RATERS = [
  {
    email: 'priya.demo@gmail.com',
    universityEmail: 'priya.demo@iitb.ac.in',
    universityName: 'Indian Institute of Technology Bombay',
    name: 'Priya Demo',
    gender: 'FEMALE',
    rating: {
      academics: 5,
      placements: 5,
      campusLife: 4,
      hostel: 3,
      title: 'Brilliant faculty, crowded hostels',
      body: 'Courses are demanding and the professors are approachable. The lake and the hills make evening walks lovely; hostel rooms are small and the mess is hit and miss.',
    },
  },
  {
    email: 'karan.demo@gmail.com',
    universityEmail: 'karan.demo@iitb.ac.in',
    universityName: 'Indian Institute of Technology Bombay',
    name: 'Karan Demo',
    gender: 'MALE',
    rating: {
      academics: 4,
      placements: 5,
      campusLife: 5,
      hostel: 4,
      title: 'Mood Indigo alone is worth it',
      body: 'Placement season is intense but well organised. Clubs for everything, from astronomy to entrepreneurship.',
    },
  },
  {
    email: 'meera.demo@gmail.com',
    universityEmail: 'meera.demo@iitb.ac.in',
    universityName: 'Indian Institute of Technology Bombay',
    name: 'Meera Demo',
    gender: 'FEMALE',
    rating: { academics: 4, placements: 4, campusLife: 3, hostel: 2, title: null, body: null },
  },
  {
    email: 'arjun.demo@gmail.com',
    universityEmail: 'arjun.demo@iitd.ac.in',
    universityName: 'Indian Institute of Technology Delhi',
    name: 'Arjun Demo',
    gender: 'MALE',
    rating: {
      academics: 5,
      placements: 4,
      campusLife: 4,
      hostel: 3,
      title: 'Great research exposure',
      body: 'Undergraduates can join labs early. Delhi summers are rough without a cooler.',
    },
  },
];

/** Draws, presigns and uploads the campus pictures of one university as the demo student; answers their descriptors. */
async function uploadCampusPictures(apiUrl, token, universityId) {
  const descriptors = [];
  for (let index = 0; index < CAMPUS_PICTURES; index += 1) {
    const bytes = campusPicture(index);
    const name = `campus-${index + 1}.png`;
    descriptors.push(
      await uploadPng(apiUrl, token, {
        bytes,
        name,
        context: 'UNIVERSITY_CAMPUS',
        referenceId: universityId,
      }),
    );
  }
  return descriptors;
}

/** The operator tool that sets a university's campus images on identity (service token from DATA_DIR). */
function setCampusImages({ apiUrl, dataDir, universityId, uploaderId, descriptors }) {
  const offset = Number(new URL(apiUrl).port) - GATEWAY_PORT;
  const args = [
    '--university',
    universityId,
    '--uploader',
    uploaderId,
    '--descriptors',
    JSON.stringify(descriptors),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        'services/identity/src/cli/campus-images.ts',
        ...args,
      ],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          IDENTITY_URL: `http://127.0.0.1:${IDENTITY_PORT + offset}`,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`campus images failed: ${stderr.trim()}`)),
    );
  });
}

/**
 * Campus pictures for the demo university, then each rater signs up, verifies their university e-mail
 * and rates their university. A rating that already exists (409 on a repeated run) is fine. Answers
 * the users it created.
 */
export async function seedDemoReviews({ apiUrl, inboxUrl, token, university, dataDir }) {
  const me = await call(apiUrl, 'GET', '/users/me', { token });
  const details = await call(apiUrl, 'GET', `/universities/${university.id}/details`, { token });
  if (details.campusImages.length === 0) {
    const descriptors = await uploadCampusPictures(apiUrl, token, university.id);
    await setCampusImages({ apiUrl, dataDir, universityId: university.id, uploaderId: me.id, descriptors });
  }
  const universities = await call(apiUrl, 'GET', '/universities', { token });
  const users = [];
  for (const rater of RATERS) {
    const university = universities.find((u) => u.name === rater.universityName);
    if (!university) continue;
    const session = await signIn(apiUrl, inboxUrl, rater.email);
    const raterToken = session.profileComplete
      ? session.accessToken
      : await becomeVerifiedStudent(apiUrl, inboxUrl, session, university, {
          name: rater.name,
          gender: rater.gender,
          bio: 'Demo student who rated their university.',
          universityEmail: rater.universityEmail,
        });
    await call(apiUrl, 'POST', `/universities/${university.id}/ratings`, {
      token: raterToken,
      body: rater.rating,
    }).catch((error) => {
      if (!String(error.message).includes('→ 409')) throw error;
    });
    users.push(rater.email);
  }
  return { users };
}
