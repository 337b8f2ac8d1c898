import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { CategorySummary } from '@shared/contracts/categories/schemas.js';
import { isUnassignedCategory } from '@shared/domain/setup.js';
import { categoryTexts, categoryPanelTexts as t } from '@shared/messages/categories.js';
import { setupTexts } from '@shared/messages/setup.js';
import { EmptyRow, RowAction, TableHead } from '../../../components/table-parts.js';

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

/** The assigned users' names; a category nobody is assigned to is flagged (its reports reach only administrators). */
function CategoryUsers({ category }: { category: CategorySummary }) {
  if (isUnassignedCategory(category)) {
    return (
      <Badge color="orange" variant="light" tt="none">
        {setupTexts.unassignedFlag}
      </Badge>
    );
  }
  return <>{category.users.map((user) => user.userName).join(', ')}</>;
}

/** The categories table (spec doc 1 §2): name, visible, status, file attaching, anonymous, attachments, users. */
export function CategoriesTable({ categories, actions, busy = false }: CategoriesTableProps) {
  // The only remaining category can be neither deleted nor hidden nor deactivated (doc 1 §4).
  const onlyOne = categories.length === 1;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={actions ? 960 : 760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t.title}>
        <TableHead
          columns={[
            t.columnName,
            t.columnVisible,
            t.columnStatus,
            t.columnFiles,
            t.columnAnonymous,
            t.columnAttachments,
            t.columnUsers,
            actions && t.columnActions,
          ]}
        />
        <Table.Tbody>
          {categories.length === 0 && <EmptyRow columns={actions ? 8 : 7} text={t.empty} />}
          {categories.map((category) => (
            <Table.Tr key={category.id} data-testid={`category-row-${category.id}`}>
              <Table.Td fw={500}>{category.name}</Table.Td>
              <Table.Td>{yesNo(category.visible)}</Table.Td>
              <Table.Td>{t.status[category.status]}</Table.Td>
              <Table.Td>{yesNo(category.files)}</Table.Td>
              <Table.Td>{yesNo(category.anonymous)}</Table.Td>
              <Table.Td data-testid="attachments-count">{category.attachmentsCount}</Table.Td>
              <Table.Td data-testid="category-users">
                <CategoryUsers category={category} />
              </Table.Td>
              {actions && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap" role="group" aria-label={t.actionsOf(category.name)}>
                    <RowAction disabled={busy} onClick={() => actions.onUsers(category)}>
                      {t.users}
                    </RowAction>
                    <RowAction disabled={busy} onClick={() => actions.onEdit(category)}>
                      {t.edit}
                    </RowAction>
                    <RowAction disabled={busy} onClick={() => actions.onAttachments(category)}>
                      {t.attachments}
                    </RowAction>
                    <RowAction
                      color="red"
                      disabled={busy || onlyOne}
                      title={onlyOne ? categoryTexts.lastCategoryLocked : undefined}
                      onClick={() => actions.onDelete(category)}
                    >
                      {t.delete}
                    </RowAction>
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
