import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { CategorySummary } from '@shared/contracts/categories/schemas.js';
import { categoryTexts, categoryPanelTexts as t } from '@shared/messages/categories.js';

export interface CategoryActions {
  onUsers: (category: CategorySummary) => void;
  onEdit: (category: CategorySummary) => void;
  onAttachments: (category: CategorySummary) => void;
  onDelete: (category: CategorySummary) => void;
}

interface CategoriesTableProps {
  categories: CategorySummary[];
  /** Row actions, for the main administrator only; others see the table read-only. */
  actions: CategoryActions | null;
  busy?: boolean;
}

const yesNo = (value: boolean) => (value ? t.yes : t.no);

/** The categories table (spec doc 1 §2): name, visible, status, file attaching, anonymous, attachments, users. */
export function CategoriesTable({ categories, actions, busy = false }: CategoriesTableProps) {
  // The only remaining category can be neither deleted nor hidden nor deactivated (doc 1 §4).
  const onlyOne = categories.length === 1;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={actions ? 960 : 760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t.title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.columnName}</Table.Th>
            <Table.Th>{t.columnVisible}</Table.Th>
            <Table.Th>{t.columnStatus}</Table.Th>
            <Table.Th>{t.columnFiles}</Table.Th>
            <Table.Th>{t.columnAnonymous}</Table.Th>
            <Table.Th>{t.columnAttachments}</Table.Th>
            <Table.Th>{t.columnUsers}</Table.Th>
            {actions && <Table.Th>{t.columnActions}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={actions ? 8 : 7}>
                <Text c="dimmed">{t.empty}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {categories.map((category) => (
            <Table.Tr key={category.id} data-testid={`category-row-${category.id}`}>
              <Table.Td fw={500}>{category.name}</Table.Td>
              <Table.Td>{yesNo(category.visible)}</Table.Td>
              <Table.Td>{t.status[category.status]}</Table.Td>
              <Table.Td>{yesNo(category.files)}</Table.Td>
              <Table.Td>{yesNo(category.anonymous)}</Table.Td>
              <Table.Td data-testid="attachments-count">{category.attachmentsCount}</Table.Td>
              <Table.Td data-testid="category-users">{category.users.map((user) => user.userName).join(', ')}</Table.Td>
              {actions && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap" role="group" aria-label={t.actionsOf(category.name)}>
                    <Button size="compact-sm" variant="subtle" disabled={busy} onClick={() => actions.onUsers(category)}>
                      {t.users}
                    </Button>
                    <Button size="compact-sm" variant="subtle" disabled={busy} onClick={() => actions.onEdit(category)}>
                      {t.edit}
                    </Button>
                    <Button size="compact-sm" variant="subtle" disabled={busy} onClick={() => actions.onAttachments(category)}>
                      {t.attachments}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      disabled={busy || onlyOne}
                      title={onlyOne ? categoryTexts.lastCategoryLocked : undefined}
                      onClick={() => actions.onDelete(category)}
                    >
                      {t.delete}
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      </Table.ScrollContainer>
      {actions && onlyOne && (
        <Text size="sm" c="dimmed">
          {categoryTexts.lastCategoryLocked}
        </Text>
      )}
    </Stack>
  );
}
