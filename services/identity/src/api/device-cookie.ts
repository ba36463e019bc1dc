import type { CookieOptions, Request, Response } from 'express';
import { REFRESH_COOKIE_PATH } from '@campusloop/contracts';
import type { KnownDevices } from '../domain/auth/known-devices';
import { cookieValue } from './request-helpers';

/** The device cookie's name; only identity reads it (scripts cannot: HttpOnly). */
export const DEVICE_COOKIE_NAME = 'campusloop_device';

/**
 * The device cookie (`knownDevices`) travels like the refresh cookie: HttpOnly, SameSite=Strict,
 * Secure outside plain-http development, and only to /api/v1/auth (request-otp and verify-otp read
 * it; verify-otp sets it after a successful sign-in). Sign-out keeps it: it says "this browser signed
 * in to this address before", not "is signed in".
 */
export function deviceCookie(devices: KnownDevices, secure: boolean, ttlSeconds: number) {
  const options: CookieOptions = { httpOnly: true, secure, sameSite: 'strict', path: REFRESH_COOKIE_PATH };
  return {
    /** The device id this request proves for `email`, if its cookie holds a valid entry for it. */
    knownDevice(req: Request, email: string): string | undefined {
      return devices.deviceFor(cookieValue(req, DEVICE_COOKIE_NAME), email);
    },
    /** After a successful sign-in to `email`: this browser is a known device of it. */
    remember(req: Request, res: Response, email: string): void {
      const value = devices.remember(cookieValue(req, DEVICE_COOKIE_NAME), email);
      res.cookie(DEVICE_COOKIE_NAME, value, { ...options, maxAge: ttlSeconds * 1000 });
    },
  };
}
export type DeviceCookie = ReturnType<typeof deviceCookie>;
