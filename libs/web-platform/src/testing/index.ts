export { installFakeApi, deferred, type FakeApi, type FakeRequest, type FakeReply, type FakeHandler } from './fake-api';
export { aUser } from '@campusloop/contracts/testing';
export { renderAsShell, type RenderAsShellOptions } from './render-as-shell';
