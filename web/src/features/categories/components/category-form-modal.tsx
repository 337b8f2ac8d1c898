import { Modal, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import type { Category } from '@shared/contracts/categories/schemas.js';
import { categoryPanelTexts as t } from '@shared/messages/categories.js';
import { QueryContent } from '@/components/query-content.js';
import { useCategory } from '../api/get-category.js';
import type { FormTarget } from '../hooks/use-category-form.js';
import { categoryToValues, newCategoryValues } from '../lib/form-model.js';
import { CategoryForm } from './category-form.js';

export type { FormTarget } from '../hooks/use-category-form.js';

interface CategoryFormModalProps {
  target: FormTarget | null;
  /** True when the panel holds exactly one category (then editing it locks visibility and status). */
  onlyCategory: boolean;
  onClose: () => void;
  onSaved: (category: Category) => void;
}

type OpenedFormProps = Omit<CategoryFormModalProps, 'target' | 'onClose'> & {
  onCancel: () => void;
  hasChanges: RefObject<() => boolean>;
};

/** Editing: the stored category, loaded afresh, in the form. */
function EditCategoryForm({ id, onlyCategory, ...rest }: OpenedFormProps & { id: string }) {
  return (
    <QueryContent query={useCategory(id)}>
      {(category) => (
        <CategoryForm
          initial={categoryToValues(category)}
          target={{ mode: 'edit', id }}
          locked={onlyCategory}
          {...rest}
        />
      )}
    </QueryContent>
  );
}

/**
 * 'Dodawanie kategorii' / 'Edycja kategorii' with the form-element builder. Closing
 * it in any way (Anuluj, the ×, Esc, leaving the page) with unsaved changes asks first.
 */
export function CategoryFormModal({ target, onlyCategory, onClose, onSaved }: CategoryFormModalProps) {
  const hasChanges = useRef<() => boolean>(() => false);
  const open = target !== null;
  const unsaved = () => open && hasChanges.current();

  useWindowEvent('beforeunload', (event) => {
    if (unsaved()) event.preventDefault();
  });
  const leaving = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved() && currentLocation.pathname !== nextLocation.pathname,
  );

  const askToDiscard = (onDiscard: () => void, onStay?: () => void) =>
    modals.openConfirmModal({
      title: t.discardTitle,
      children: <Text size="sm">{t.discardText}</Text>,
      labels: { confirm: t.discard, cancel: t.keepEditing },
      confirmProps: { color: 'red' },
      onConfirm: onDiscard,
      onCancel: onStay,
    });

  useEffect(() => {
    if (leaving.state === 'blocked')
      askToDiscard(
        () => leaving.proceed(),
        () => leaving.reset(),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once each time a navigation is blocked
  }, [leaving.state]);

  const requestClose = () => {
    if (unsaved()) askToDiscard(onClose);
    else onClose();
  };

  const formProps = { onCancel: requestClose, onSaved, hasChanges };
  return (
    <Modal
      opened={open}
      onClose={requestClose}
      title={target?.mode === 'edit' ? t.editTitle : t.addTitle}
      size="xl"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t.close }}
    >
      {target?.mode === 'add' && (
        <CategoryForm initial={newCategoryValues()} target={target} locked={false} {...formProps} />
      )}
      {target?.mode === 'edit' && (
        <EditCategoryForm key={target.id} id={target.id} onlyCategory={onlyCategory} {...formProps} />
      )}
    </Modal>
  );
}
