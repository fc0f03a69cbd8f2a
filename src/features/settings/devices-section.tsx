// 'Signed-in devices': where the employee is signed in, and 'Sign out everywhere' for the rest.
import { useState } from 'react';
import type { TSignedInDevice } from '../../contract/auth';
import { failureNotice, useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { formatDateTime } from '../../pure/calendar';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { devicesQuery, signOutEverywhereMutation } from './device-queries';

export const SIGN_OUT_EVERYWHERE = 'Sign out everywhere';

export function DevicesSection() {
  const { data: devices, isLoading, error } = useQuery(devicesQuery);
  const signOut = useMutation(signOutEverywhereMutation);
  const [isConfirming, setIsConfirming] = useState(false);
  const [notice, setNotice] = useState<{ text: string; isError: boolean }>();
  const hasOthers = (devices ?? []).some((device) => !device.isThisDevice);

  const onConfirm = async () => {
    setIsConfirming(false);
    setNotice(undefined);
    const result = await signOut.run(undefined);
    if (result.ok) setNotice({ text: result.data, isError: false });
    else {
      const text = failureNotice(result);
      if (text) setNotice({ text, isError: true });
    }
  };

  return (
    <section className="card settings__section" aria-labelledby="settings-devices">
      <h2 id="settings-devices" className="settings__heading">
        Signed-in devices
      </h2>
      {devices === undefined && isLoading && <p className="settings__loading">Loading...</p>}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      {devices && (
        <ul className="device-list" aria-labelledby="settings-devices">
          {devices.map((device) => (
            <DeviceItem key={`${device.signedInAt} ${device.device}`} device={device} />
          ))}
        </ul>
      )}
      {devices && !hasOthers && <p className="muted">No other device is signed in.</p>}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setIsConfirming(true)}
        disabled={!hasOthers || signOut.isPending}
      >
        {signOut.isPending ? 'Signing out...' : SIGN_OUT_EVERYWHERE}
      </button>
      {notice && (
        <p
          className={notice.isError ? 'settings__notice error-text' : 'settings__notice'}
          role={notice.isError ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      {isConfirming && (
        <ConfirmDialog
          title="Sign out everywhere?"
          confirmText="Sign out"
          onConfirm={() => void onConfirm()}
          onCancel={() => setIsConfirming(false)}
        >
          <p>
            Every other phone and computer signed in as you is signed out and needs your password again. This
            device stays signed in.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function DeviceItem({ device }: { device: TSignedInDevice }) {
  return (
    <li className="device-item">
      <div className="device-item__head">
        <span className="device-item__name">{device.device}</span>
        {device.isThisDevice && <span className="state-chip">This device</span>}
      </div>
      <dl className="device-item__facts">
        <div>
          <dt>Signed in</dt>
          <dd>{formatDateTime(device.signedInAt)}</dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>{formatDateTime(device.lastUsedAt)}</dd>
        </div>
      </dl>
    </li>
  );
}
