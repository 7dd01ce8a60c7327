import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { publicSettingsQueryOptions } from '#web/lib/public-queries';
import { useT } from '#web/i18n/hooks';
import { useUpdateSettings } from '../api/admin-settings';

/**
 * Shown above every admin page while demo mode is on (generated example candidates are shown to
 * voters): says so, and gives a super admin a button that turns it off; other admins are told who
 * can. After turning it off, a status message takes its place and receives the focus (the button
 * is gone). See docs/deploy.md, "Demo mode".
 */
export function DemoModeNotice({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const t = useT();
  const settings = useQuery(publicSettingsQueryOptions('fi'));
  const update = useUpdateSettings();
  const [turnedOff, setTurnedOff] = useState(false);
  const [failed, setFailed] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (turnedOff) doneRef.current?.focus();
  }, [turnedOff]);

  if (turnedOff) {
    return (
      <div ref={doneRef} className="demo-notice notice notice--success" role="status" tabIndex={-1}>
        <p>{t('admin.demoMode.turnedOff')}</p>
      </div>
    );
  }
  if (settings.data?.use_mock_data !== true) return null;

  const turnOff = async () => {
    setFailed(false);
    try {
      await update.mutateAsync({ use_mock_data: false });
    } catch {
      setFailed(true);
      return;
    }
    setTurnedOff(true);
  };

  return (
    <div className="demo-notice notice notice--warning">
      <p>
        <strong>{t('admin.demoMode.title')}</strong> {t('admin.demoMode.text')}
      </p>
      {isSuperAdmin ? (
        <p className="demo-notice__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={update.isPending || undefined}
            onClick={() => {
              if (!update.isPending) void turnOff();
            }}
          >
            {update.isPending ? t('admin.demoMode.turningOff') : t('admin.demoMode.turnOff')}
          </button>
        </p>
      ) : (
        <p>{t('admin.demoMode.askSuperAdmin')}</p>
      )}
      {failed && (
        <p className="field-error" role="alert">
          {t('admin.demoMode.failed')}
        </p>
      )}
    </div>
  );
}
