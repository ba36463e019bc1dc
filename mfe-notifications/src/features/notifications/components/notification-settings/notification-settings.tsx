import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  completePreferences,
  isTimeZone,
  type NotificationCategory,
  type NotificationPreference,
} from '@campusloop/contracts';
import { Button, ErrorPanel, FlashMessage, Loading } from '@campusloop/ui';
import {
  useGetPreferencesQuery,
  useSaveDigestTimeZoneMutation,
  useSavePreferencesMutation,
} from '../../api/notifications-api';

/** Spec §2 Notification Settings: what each category covers. */
const CATEGORY_LABELS: Record<NotificationCategory, { label: string; hint: string }> = {
  POST: { label: 'Posts', hint: 'Someone comments on your posts' },
  COMMENT: { label: 'Comments', hint: 'Replies to your comments' },
  EVENT: { label: 'Events', hint: 'Comments on your events' },
  MARKETPLACE: { label: 'Marketplace', hint: 'Comments on your listings' },
};

export const SETTINGS_TEXTS = {
  saved: 'Preferences saved successfully!',
  saveFailed: 'Failed to save preferences. Please try again.',
  loadFailed: 'Failed to load notification preferences.',
} as const;

const SUCCESS_MS = 3000;
const ERROR_MS = 5000;

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    padding: ${({ theme }) => theme.space.xs} 0;
    cursor: pointer;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

/** Where this browser is: the daily digest is sent at 08:00 there. */
const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const keyOf = (item: NotificationPreference) =>
  item.preferenceType === 'CATEGORY' ? item.userNotificationCategory : item.preferenceType;

/** Web and e-mail delivery and the four categories; Save only when the draft differs, Reset restores. */
export function NotificationSettings() {
  const { data, isLoading, isError, refetch } = useGetPreferencesQuery();
  const [save, { isLoading: saving }] = useSavePreferencesMutation();
  const [saveZone] = useSaveDigestTimeZoneMutation();
  const loaded = useMemo(() => completePreferences(data ?? []), [data]);
  const [draft, setDraft] = useState<NotificationPreference[]>(loaded);
  const [flash, setFlash] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => setDraft(loaded), [loaded]);
  const clearFlash = useCallback(() => setFlash(null), []);

  if (isLoading) return <Loading />;
  if (isError && !data) {
    return (
      <ErrorPanel
        error={{ status: 500, message: SETTINGS_TEXTS.loadFailed }}
        title="Something went wrong"
        onRetry={() => void refetch()}
      />
    );
  }

  const changed = draft.some((item, index) => item.enabled !== loaded[index]?.enabled);
  const toggle = (key: string) =>
    setDraft((current) =>
      current.map((item) => (keyOf(item) === key ? { ...item, enabled: !item.enabled } : item)),
    );
  const enabled = (key: string) => draft.find((item) => keyOf(item) === key)?.enabled ?? false;

  const onSave = async () => {
    try {
      await save(draft).unwrap();
      // The digest goes out at 08:00 where the user is: this browser's zone.
      if (enabled('DAILY_DIGEST') && isTimeZone(BROWSER_TIME_ZONE))
        await saveZone({ timeZone: BROWSER_TIME_ZONE }).unwrap();
      setFlash({ tone: 'success', text: SETTINGS_TEXTS.saved });
    } catch {
      setFlash({ tone: 'error', text: SETTINGS_TEXTS.saveFailed });
    }
  };

  return (
    <div>
      {flash && (
        <FlashMessage
          tone={flash.tone}
          message={flash.text}
          duration={flash.tone === 'success' ? SUCCESS_MS : ERROR_MS}
          onDismiss={clearFlash}
        />
      )}
      <Group>
        <legend>Delivery</legend>
        <label>
          <input type="checkbox" checked={enabled('WEB_DELIVERY')} onChange={() => toggle('WEB_DELIVERY')} />
          <span>
            Web Notifications<small>Live pop-ups while CampusLoop is open</small>
          </span>
        </label>
        <label>
          <input
            type="checkbox"
            checked={enabled('EMAIL_DELIVERY')}
            onChange={() => toggle('EMAIL_DELIVERY')}
          />
          <span>
            Email Notifications<small>A copy by e-mail</small>
          </span>
        </label>
        <label>
          <input
            type="checkbox"
            checked={enabled('DAILY_DIGEST')}
            disabled={!enabled('EMAIL_DELIVERY')}
            onChange={() => toggle('DAILY_DIGEST')}
          />
          <span>
            Daily Digest
            <small>
              One e-mail at 08:00 ({BROWSER_TIME_ZONE}) with what is unread, instead of one per notification
            </small>
          </span>
        </label>
      </Group>
      <Group>
        <legend>Categories</legend>
        {(Object.keys(CATEGORY_LABELS) as NotificationCategory[]).map((category) => (
          <label key={category}>
            <input type="checkbox" checked={enabled(category)} onChange={() => toggle(category)} />
            <span>
              {CATEGORY_LABELS[category].label}
              <small>{CATEGORY_LABELS[category].hint}</small>
            </span>
          </label>
        ))}
      </Group>
      <Row>
        <Button onClick={() => void onSave()} disabled={!changed || saving}>
          Save Preferences
        </Button>
        <Button variant="ghost" onClick={() => setDraft(loaded)} disabled={!changed || saving}>
          Reset Changes
        </Button>
      </Row>
    </div>
  );
}
