// Who sees system announcements (§6): the system_notification:read scope and the flag
// vsms2_system_notification, both.
import { useLiveAccess } from '../../auth/liveAccess';
import { useFeatureFlags } from '../../auth/useFeatureFlags';
import { FEATURE_FLAGS } from '../../config/featureFlags';
import { SYSTEM_NOTIFICATION_READ_SCOPE } from '../../domain/announcements/announcementRules';

export function useAnnouncementAccess(): boolean {
  const { scopes } = useLiveAccess();
  const { hasFlag } = useFeatureFlags();
  return (
    scopes.includes(SYSTEM_NOTIFICATION_READ_SCOPE) && hasFlag(FEATURE_FLAGS.systemNotification)
  );
}
