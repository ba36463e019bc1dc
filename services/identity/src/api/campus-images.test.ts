import request from 'supertest';
import { universityDetailsSchema } from '@campusloop/contracts';
import { serviceAuthorization } from '@campusloop/testing';
import { universityIdForSlug } from '../seed/university-id';
import { useIdentityTestApp } from '../testing/identity-test-app';

const identity = useIdentityTestApp();
const IIT_DELHI = universityIdForSlug('iit-delhi');
const path = (id: string) => `/internal/universities/${id}/campus-images`;
const descriptor = (n: number) => ({
  s3Key: `university-campus/campusImg0${n}.png`,
  originalFilename: `campus-${n}.png`,
  contentType: 'image/png' as const,
  fileSize: 1000 + n,
});

describe('PUT /internal/universities/{id}/campus-images (the demo seed sets campus images)', () => {
  it('attaches the uploads through media (context UNIVERSITY_CAMPUS, the university as reference) and the details show them', async () => {
    const body = { uploaderId: 'Us3r_seed01', descriptors: [descriptor(1), descriptor(2)] };
    const answer = await request(identity.app()).put(path(IIT_DELHI)).set('authorization', await serviceAuthorization('seed')).send(body);
    expect(answer.status).toBe(200);
    expect(answer.body.campusImages).toEqual(['/api/v1/media/university-campus/campusImg01.png', '/api/v1/media/university-campus/campusImg02.png']);
    const attach = identity.media().calls.filter((call) => call.path.includes('attach')).at(-1);
    expect(attach?.body).toMatchObject({ userId: 'Us3r_seed01', context: 'UNIVERSITY_CAMPUS', referenceId: IIT_DELHI });

    const details = await request(identity.app()).get(`/api/v1/universities/${IIT_DELHI}/details`).expect(200);
    expect(universityDetailsSchema.parse(details.body).campusImages).toEqual(answer.body.campusImages);
  });

  it('is refused without a service token (401), for an unknown university (404) and for more than 5 images (400)', async () => {
    const body = { uploaderId: 'Us3r_seed01', descriptors: [descriptor(1)] };
    expect((await request(identity.app()).put(path(IIT_DELHI)).send(body)).status).toBe(401);
    const token = await serviceAuthorization('seed');
    expect((await request(identity.app()).put(path('Unknown_uni')).set('authorization', token).send(body)).status).toBe(404);
    const six = { uploaderId: 'x', descriptors: [1, 2, 3, 4, 5, 6].map(descriptor) };
    expect((await request(identity.app()).put(path(IIT_DELHI)).set('authorization', token).send(six)).status).toBe(400);
  });
});
