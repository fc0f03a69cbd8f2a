// The employee's signed-in devices (issue 29): read when /setting shows them, changed by 'Sign out everywhere'.
import { signedInDevices, signOutDevice, signOutEverywhere } from '../../contract/auth';
import { defineMutation } from '../../lib/server-mutation';
import { defineQuery } from '../../lib/server-store';

export const DEVICES_NOT_LOADED = 'Your signed-in devices could not be loaded. Please try again.';

export const devicesQuery = defineQuery({
  call: signedInDevices,
  request: () => ({}),
  select: (response) => response.devices,
  errorText: DEVICES_NOT_LOADED,
  // The section says it itself, offline or not.
  silent: true,
});

export const signOutEverywhereMutation = defineMutation({
  call: signOutEverywhere,
  request: () => ({}),
  select: (response) => response.message,
  successText: (message) => message,
  failureText: 'Could not sign out the other devices. Please try again.',
  shows: 'inline',
  invalidates: [devicesQuery],
});

/** One other device signed out (issue 40). */
export const signOutDeviceMutation = defineMutation({
  call: signOutDevice,
  request: (_user, sessionId: number) => ({ body: { sessionId } }),
  select: (response) => response.message,
  successText: (message) => message,
  failureText: 'Could not sign out the device. Please try again.',
  shows: 'inline',
  invalidates: [devicesQuery],
});
