// 'Signed-in devices': where the employee is signed in, 'Sign out' for one other device (issue 40)
// and 'Sign out everywhere' for the rest.
import { useState } from 'react';
import type { TSignedInDevice } from '../../contract/auth';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { formatDateTimeIn } from '../../pure/calendar-texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { InlineNotice } from '../../ui/inline-notice';
import { devicesQuery, signOutDeviceMutation, signOutEverywhereMutation } from './device-queries';
import { SETTINGS_TEXTS } from './settings-texts';

export function DevicesSection() {
  const { data: devices, isLoading, error } = useQuery(devicesQuery);
  const signOut = useMutation(signOutEverywhereMutation);
  const signOutOne = useMutation(signOutDeviceMutation);
  const [isConfirming, setIsConfirming] = useState(false);
  const [leaving, setLeaving] = useState<TSignedInDevice>();
  const t = useText();
  const hasOthers = (devices ?? []).some((device) => !device.isThisDevice);

  const onConfirm = async () => {
    setIsConfirming(false);
    await signOut.run(undefined);
  };
  const onConfirmOne = async (device: TSignedInDevice) => {
    setLeaving(undefined);
    await signOutOne.run(device.sessionId);
  };

  return (
    <section className="card settings__section" aria-labelledby="settings-devices">
      <h2 id="settings-devices" className="settings__heading">
        {t(SETTINGS_TEXTS.devices)}
      </h2>
      {devices === undefined && isLoading && <p className="settings__loading">{t(SETTINGS_TEXTS.loading)}</p>}
      {error && (
        <p className="error-text" role="alert">
          {t(SETTINGS_TEXTS.devicesNotLoaded)}
        </p>
      )}
      {devices && (
        <ul className="device-list" aria-labelledby="settings-devices">
          {devices.map((device) => (
            <DeviceItem
              key={device.sessionId}
              device={device}
              onSignOut={() => setLeaving(device)}
              isBusy={signOutOne.isPending}
            />
          ))}
        </ul>
      )}
      {devices && !hasOthers && <p className="muted">{t(SETTINGS_TEXTS.noOtherDevice)}</p>}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setIsConfirming(true)}
        disabled={!hasOthers || signOut.isPending}
      >
        {t(signOut.isPending ? SETTINGS_TEXTS.signingOut : SETTINGS_TEXTS.signOutEverywhere)}
      </button>
      <InlineNotice notice={signOut.notice} className="settings__notice" />
      <InlineNotice notice={signOutOne.notice} className="settings__notice" />
      {isConfirming && (
        <ConfirmDialog
          title={t(SETTINGS_TEXTS.signOutTitle)}
          confirmText={t(SETTINGS_TEXTS.signOut)}
          onConfirm={() => void onConfirm()}
          onCancel={() => setIsConfirming(false)}
        >
          <p>{t(SETTINGS_TEXTS.signOutNote)}</p>
        </ConfirmDialog>
      )}
      {leaving && (
        <ConfirmDialog
          title={t(SETTINGS_TEXTS.signOutDeviceTitle({ device: leaving.device }))}
          confirmText={t(SETTINGS_TEXTS.signOut)}
          onConfirm={() => void onConfirmOne(leaving)}
          onCancel={() => setLeaving(undefined)}
        >
          <p>{t(SETTINGS_TEXTS.signOutDeviceNote({ device: leaving.device }))}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function DeviceItem({
  device,
  onSignOut,
  isBusy,
}: {
  device: TSignedInDevice;
  onSignOut: () => void;
  isBusy: boolean;
}) {
  const t = useText();
  const language = useLanguage();
  return (
    <li className="device-item">
      <div className="device-item__head">
        <span className="device-item__name">{device.device}</span>
        {device.isThisDevice ? (
          <span className="state-chip">{t(SETTINGS_TEXTS.thisDevice)}</span>
        ) : (
          <button
            type="button"
            className="button button--secondary device-item__sign-out"
            aria-label={t(SETTINGS_TEXTS.signOutDeviceLabel({ device: device.device }))}
            onClick={onSignOut}
            disabled={isBusy}
          >
            {t(SETTINGS_TEXTS.signOut)}
          </button>
        )}
      </div>
      <dl className="device-item__facts">
        <div>
          <dt>{t(SETTINGS_TEXTS.signedIn)}</dt>
          <dd>{formatDateTimeIn(device.signedInAt, language)}</dd>
        </div>
        <div>
          <dt>{t(SETTINGS_TEXTS.lastUsed)}</dt>
          <dd>{formatDateTimeIn(device.lastUsedAt, language)}</dd>
        </div>
      </dl>
    </li>
  );
}
