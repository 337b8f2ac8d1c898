import { staffUserTypeLabel } from '@shared/domain/staff-user.js';
import { ownAccountTexts as t } from '@shared/messages/back-office.js';
import { formatDate } from '@/lib/dates.js';
import { useRequiredSession } from '@/lib/session.js';
import { DetailList } from './detail-list.js';
import { SettingsCard } from './settings-card.js';

/** Settings → own account, from the session: nothing to load. */
export function OwnAccountCard() {
  const session = useRequiredSession();
  return (
    <SettingsCard title={t.title}>
      <DetailList
        rows={[
          [t.name, session.name],
          [t.email, session.email],
          [t.phone, session.phone ?? t.none],
          [t.registrationDate, formatDate(session.registrationDate)],
          [t.type, staffUserTypeLabel[session.type]],
          [t.canArchivize, session.canArchivize ? t.yes : t.no],
          [t.canReports, session.canReports ? t.yes : t.no],
        ]}
      />
    </SettingsCard>
  );
}
