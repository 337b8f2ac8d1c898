import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { CategorySummary } from '@shared/contracts/categories/schemas.js';
import { isUnassignedCategory } from '@shared/domain/setup.js';
import { categoryTexts, categoryPanelTexts as t } from '@shared/messages/categories.js';
import { setupTexts } from '@shared/messages/setup.js';
import { RowCard, RowCardList, useNarrowTables } from '@/components/row-cards.js';
import { EmptyRow, RowAction, ScrollTable, TableHead } from '@/components/table-parts.js';
import '@/components/table-layout.css';

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

/** The columns after the name, as the table and the cards show them. */
const columns = (category: CategorySummary) => [
  { label: t.columnVisible, value: yesNo(category.visible) },
  { label: t.columnStatus, value: t.status[category.status] },
  { label: t.columnFiles, value: yesNo(category.files) },
  { label: t.columnAnonymous, value: yesNo(category.anonymous) },
  { label: t.columnAttachments, value: <span data-testid="attachments-count">{category.attachmentsCount}</span> },
  {
    label: t.columnUsers,
    value: (
      <span data-testid="category-users">
        <CategoryUsers category={category} />
      </span>
    ),
  },
];

interface RowActionsProps {
  category: CategorySummary;
  actions: CategoryActions;
  busy: boolean;
  /** The only remaining category can be neither deleted nor hidden nor deactivated. */
  onlyOne: boolean;
}

function CategoryRowActions({ category, actions, busy, onlyOne }: RowActionsProps) {
  return (
    <>
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
    </>
  );
}

/**
 * The categories table: name, visible, status, file attaching, anonymous,
 * attachments, users. Under about 1100 px each category is a card with its actions in reach; on
 * wider screens the actions column stays in view however wide the names and user lists are.
 */
export function CategoriesTable({ categories, actions, busy = false }: CategoriesTableProps) {
  const narrow = useNarrowTables();
  const onlyOne = categories.length === 1;
  return (
    <Stack gap="xs">
      {narrow ? (
        <CategoryCards categories={categories} actions={actions} busy={busy} onlyOne={onlyOne} />
      ) : (
        <ScrollTable
          minWidth={actions ? 900 : 700}
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-label={t.title}
          head={
            <TableHead
              columns={[
                t.columnName,
                t.columnVisible,
                t.columnStatus,
                t.columnFiles,
                t.columnAnonymous,
                t.columnAttachments,
                t.columnUsers,
              ]}
              last={actions ? <Table.Th className="ostoja-sticky-actions">{t.columnActions}</Table.Th> : null}
            />
          }
        >
          {categories.length === 0 && <EmptyRow columns={actions ? 8 : 7} text={t.empty} />}
          {categories.map((category) => (
            <Table.Tr key={category.id} data-testid={`category-row-${category.id}`}>
              {/* Wraps between words; only a word wider than the column breaks ('anywhere' let the column shrink until words broke mid-way). */}
              <Table.Td fw={500} style={{ overflowWrap: 'break-word' }}>
                {category.name}
              </Table.Td>
              {columns(category).map((column) => (
                <Table.Td key={column.label}>{column.value}</Table.Td>
              ))}
              {actions && (
                <Table.Td className="ostoja-sticky-actions">
                  <Group gap={4} wrap="nowrap" role="group" aria-label={t.actionsOf(category.name)}>
                    <CategoryRowActions category={category} actions={actions} busy={busy} onlyOne={onlyOne} />
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </ScrollTable>
      )}
      {actions && onlyOne && (
        <Text size="sm" c="dimmed">
          {categoryTexts.lastCategoryLocked}
        </Text>
      )}
    </Stack>
  );
}

/** Each category as a card (narrow screens): the same values and the same actions. */
function CategoryCards({
  categories,
  actions,
  busy,
  onlyOne,
}: {
  categories: CategorySummary[];
  actions: CategoryActions | null;
  busy: boolean;
  onlyOne: boolean;
}) {
  if (categories.length === 0) return <Text c="dimmed">{t.empty}</Text>;
  return (
    <RowCardList label={t.title}>
      {categories.map((category) => (
        <RowCard
          key={category.id}
          data-row-key={category.id}
          name={category.name}
          title={category.name}
          fields={columns(category)}
          actionsLabel={t.actionsOf(category.name)}
          actions={
            actions && <CategoryRowActions category={category} actions={actions} busy={busy} onlyOne={onlyOne} />
          }
        />
      ))}
    </RowCardList>
  );
}
