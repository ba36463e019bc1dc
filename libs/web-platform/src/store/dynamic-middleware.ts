import { createDynamicMiddleware } from '@reduxjs/toolkit';

/** Middleware remotes add at load time (`addMiddleware(myListener.middleware)`); part of every app store. */
export const dynamicMiddleware = createDynamicMiddleware();
export const { addMiddleware, withMiddleware } = dynamicMiddleware;
