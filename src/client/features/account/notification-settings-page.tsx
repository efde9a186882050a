import { useQueryClient } from '@tanstack/react-query';
import { PushToggle } from '#client/components/push-toggle.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useEndpointMutation, useEndpointQuery } from '#client/lib/endpoint-hooks.ts';
import { errorMessage, queryKeyFor } from '#client/lib/api-client.ts';
import * as notificationsRoutes from '#shared/routes/notifications.generated.ts';
import { clientPaths } from '#shared/rules/client-paths.ts';
import {
  CHANNEL_LABELS,
  GROUP_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  type NotificationChannel,
  type NotificationGroup,
  type NotificationSettings,
} from '#shared/rules/notifications.ts';
import { AccountShell, Notice } from './account-shell.tsx';

const settingsKey = queryKeyFor(notificationsRoutes.getNotificationSettings);

/** Account, Notifications: per kind (replies, moderation) and channel (in app, push, e-mail); each switch saves at once. */
export function NotificationSettingsPage() {
  const qc = useQueryClient();
  const settings = useEndpointQuery(notificationsRoutes.getNotificationSettings);
  const save = useEndpointMutation(notificationsRoutes.updateNotificationSettings, {
    input: (body: NotificationSettings) => ({ body }),
    onMutate: (next) => {
      const before = qc.getQueryData<NotificationSettings>(settingsKey);
      qc.setQueryData(settingsKey, next);
      return { before };
    },
    onSuccess: (saved) => qc.setQueryData(settingsKey, saved),
    onError: (_err, _next, context) => {
      const before = (context as { before?: NotificationSettings } | undefined)?.before;
      if (before) qc.setQueryData(settingsKey, before);
    },
  });
  const toggle = (group: NotificationGroup, channel: NotificationChannel, on: boolean) => {
    if (!settings.data) return;
    save.mutate({ ...settings.data, [group]: { ...settings.data[group], [channel]: on } });
  };

  return (
    <AccountShell
      title="Notification settings"
      back={{ to: clientPaths.notifications, label: 'Notifications' }}
      intro="Choose what PawType tells you about, and how. The e-mail is a summary, at most once a day, only when something waits for you."
    >
      {settings.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner className="size-8" label="Loading settings" />
        </div>
      ) : settings.isError ? (
        <Notice tone="problem">{errorMessage(settings.error)}</Notice>
      ) : (
        <div className="grid gap-6">
          {NOTIFICATION_GROUPS.map((group) => (
            <fieldset key={group} className="grid gap-2">
              <legend className="mb-1 text-lg font-extrabold text-ink">{GROUP_LABELS[group].title}</legend>
              <p className="-mt-1 mb-1 text-sm text-muted">{GROUP_LABELS[group].description}</p>
              {NOTIFICATION_CHANNELS.map((channel) => {
                const id = `notify-${group}-${channel}`;
                return (
                  <label
                    key={channel}
                    htmlFor={id}
                    className="flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded-2xl bg-cream/80 px-4 py-2 font-bold"
                  >
                    <span>{CHANNEL_LABELS[channel]}</span>
                    <input
                      id={id}
                      type="checkbox"
                      role="switch"
                      className="size-6 shrink-0 cursor-pointer accent-primary"
                      checked={settings.data[group][channel]}
                      onChange={(e) => toggle(group, channel, e.target.checked)}
                    />
                  </label>
                );
              })}
            </fieldset>
          ))}
          <PushToggle />
          <div aria-live="polite">
            {save.isError ? <Notice tone="problem">{errorMessage(save.error)}</Notice> : null}
          </div>
        </div>
      )}
    </AccountShell>
  );
}
