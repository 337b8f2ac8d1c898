import { Switch } from '@mantine/core';
import { reportListTexts as t } from '@shared/messages/report-lists.js';

/** 'Moje sprawy': only the reports the caller handles (the server filters; paging and the total follow). */
export function MineFilter({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return <Switch label={t.mine} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />;
}
