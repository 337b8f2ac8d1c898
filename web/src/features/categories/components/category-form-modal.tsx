import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useWindowEvent } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import type { Category } from '@shared/contracts/categories/schemas.js';
import { categoryLimits } from '@shared/domain/category.js';
import { categoryPanelTexts as t, categoryTexts } from '@shared/messages/categories.js';
import { QueryContent } from '@/components/query-content.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { useCreateCategory } from '../api/create-category.js';
import { useCategory } from '../api/get-category.js';
import { useUpdateCategory } from '../api/update-category.js';
import {
  categoryToValues,
  labelTooLong,
  namedErrors,
  newCategoryValues,
  newField,
  toCategoryInput,
  validateCategoryForm,
  type CategoryFormValues,
  type FieldDraft,
} from '../lib/form-model.js';
import { Counter, FormFieldEditor, type FieldPart } from './form-field-editor.js';
import { FormPreview } from './form-preview.js';
import { NoticeAlert, type Notice } from './notice-alert.js';

/** Which category the dialog edits: a new one, or a stored one by id. */
export type FormTarget = { mode: 'add' } | { mode: 'edit'; id: string };

interface CategoryFormProps {
  initial: CategoryFormValues;
  target: FormTarget;
  /** The only remaining category: its visibility and status cannot change. */
  locked: boolean;
  onCancel: () => void;
  onSaved: (category: Category) => void;
  /**
   * Set to ask the open form whether it differs from what was loaded. Closing reads it at that
   * moment: a state copy lags a render behind, and an Esc pressed straight after typing would
   * close the builder without asking.
   */
  hasChanges: RefObject<() => boolean>;
}

/** What is wrong, each named as the form shows it; a click on one goes to its field. */
function FormErrors({
  problems,
  onGoTo,
  onClose,
}: {
  problems: { path: string; text: string }[];
  onGoTo: (path: string) => void;
  onClose: () => void;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      withCloseButton
      closeButtonLabel={t.closeNotice}
      onClose={onClose}
      role="alert"
      title={categoryTexts.formError}
    >
      <Text size="sm">{t.formErrors}</Text>
      <List size="sm" mt={4}>
        {problems.map((problem) => (
          <List.Item key={problem.path}>
            <UnstyledButton fz="sm" td="underline" onClick={() => onGoTo(problem.path)}>
              {problem.text}
            </UnstyledButton>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * Keeps the dialog's scroll padding at the height of its sticky Save/Cancel bar, so that a field
 * reached with Tab is scrolled clear of the bar instead of under it (WCAG 2.2, 2.4.11). The bar
 * grows with an alert in it, hence measured.
 */
function useScrolledClearOfBar() {
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    const scroller = bar?.closest<HTMLElement>('.mantine-Modal-content');
    if (!bar || !scroller) return;
    const fit = () => {
      scroller.style.scrollPaddingBottom = `${Math.ceil(bar.getBoundingClientRect().height) + 8}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      scroller.style.scrollPaddingBottom = '';
    };
  }, [bar]);
  return setBar;
}

function CategoryForm({ initial, target, locked, onCancel, onSaved, hasChanges }: CategoryFormProps) {
  const actionsBar = useScrolledClearOfBar();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [problems, setProblems] = useState<{ path: string; text: string }[]>([]);
  const [tab, setTab] = useState<string | null>('edit');
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const saving = create.isPending || update.isPending;
  const form = useForm<CategoryFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: validateCategoryForm,
    validateInputOnChange: true,
    validateInputOnBlur: true,
  });
  const { fields } = form.values;
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/immutability -- the dialog's own ref, read when it is asked to close
    hasChanges.current = () => form.isDirty();
  });
  useLayoutEffect(
    () => () => {
      hasChanges.current = () => false;
    },
    [hasChanges],
  );

  // The list of problems follows the fixes: one fixed is one gone, the last one fixed clears it.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the list shown after a failed save follows each fix
    if (problems.length > 0) setProblems(namedErrors(form.errors));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the errors updates the list
  }, [form.errors]);

  /** The field at a form path (`name`, `fields.2.label`: its input's `data-path`), focused and scrolled to its middle. */
  const goTo = (path: string) => {
    setTab('edit');
    requestAnimationFrame(() => {
      const root = formRef.current;
      if (!root) return;
      const target =
        root.querySelector<HTMLElement>(`[data-path="${path}"]`) ??
        root.querySelector<HTMLElement>('[aria-invalid="true"]');
      target?.scrollIntoView({ block: 'center' });
      target?.focus();
    });
  };

  const save = async (values: CategoryFormValues) => {
    const body = toCategoryInput(values);
    if (!body) return;
    setNotice(null);
    try {
      const saved =
        target.mode === 'add'
          ? await create.mutateAsync({ body })
          : await update.mutateAsync({ params: { id: target.id }, body });
      onSaved(saved);
    } catch (failure) {
      // A 400 names the element paths of the contract (fields.2.label), the same as the form's.
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) {
        form.setErrors(failure.fields);
        setProblems(namedErrors(failure.fields));
      }
      setNotice({ kind: 'error', text: errorText(failure) });
    }
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const { hasErrors, errors } = form.validate();
    if (hasErrors) {
      const named = namedErrors(errors);
      if (named.length === 1 && named[0]?.path === 'fields') {
        // Nothing to point at yet: the form has no element at all.
        setProblems([]);
        setNotice({ kind: 'error', text: categoryTexts.atLeastOneField });
        return;
      }
      setProblems(named);
      const first = named.find((problem) => problem.path !== 'fields');
      if (first) goTo(first.path);
      return;
    }
    setProblems([]);
    const values = form.values;
    modals.openConfirmModal({
      title: t.confirmTitle,
      children: <Text size="sm">{categoryTexts.confirmSave}</Text>,
      labels: { confirm: t.save, cancel: t.cancel },
      onConfirm: () => void save(values),
    });
  };

  const addField = () => {
    form.insertListItem('fields', newField());
    form.clearFieldError('fields');
    if (notice?.text === categoryTexts.atLeastOneField) setNotice(null);
  };

  const changeField = (index: number, patch: Partial<Omit<FieldDraft, 'key' | 'id'>>) => {
    for (const [key, value] of Object.entries(patch)) {
      form.setFieldValue(`fields.${index}.${key}`, value);
    }
  };

  const errorOf = (path: string) => {
    const error = form.errors[path];
    return typeof error === 'string' ? error : undefined;
  };
  const partErrors = (index: number) =>
    Object.fromEntries(
      (['type', 'label', 'options', 'linkUrl', 'linkText'] as FieldPart[]).map((part) => [
        part,
        errorOf(`fields.${index}.${part}`),
      ]),
    );

  return (
    <form noValidate onSubmit={submit} ref={formRef}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="edit">{t.editTab}</Tabs.Tab>
          <Tabs.Tab value="preview">{t.preview}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="edit">
          <Stack gap="md">
            <TextInput
              label={t.name}
              required
              data-autofocus
              data-path="name"
              disabled={saving}
              {...form.getInputProps('name')}
              description={<Counter length={form.values.name.length} max={categoryLimits.nameMax} />}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Checkbox
                label={t.visible}
                description={t.visibleHint}
                disabled={saving || locked}
                {...form.getInputProps('visible', { type: 'checkbox' })}
              />
              <Checkbox
                label={t.active}
                description={t.activeHint}
                disabled={saving || locked}
                {...form.getInputProps('active', { type: 'checkbox' })}
              />
              <Checkbox
                label={t.files}
                description={t.filesHint}
                disabled={saving}
                {...form.getInputProps('files', { type: 'checkbox' })}
              />
              <Checkbox
                label={t.anonymous}
                description={t.anonymousHint}
                disabled={saving}
                {...form.getInputProps('anonymous', { type: 'checkbox' })}
              />
            </SimpleGrid>
            {locked && (
              <Alert color="blue" variant="light" role="note">
                {categoryTexts.lastCategoryLocked}
              </Alert>
            )}

            <Title order={3} size="h4">
              {t.formElements}
            </Title>
            {fields.length === 0 && (
              <Text size="sm" c={errorOf('fields') ? 'red' : 'dimmed'}>
                {t.noFields}
              </Text>
            )}
            {fields.map((field, index) => (
              <FormFieldEditor
                key={field.key}
                field={field}
                index={index}
                count={fields.length}
                disabled={saving}
                errors={partErrors(index)}
                onChange={(patch) => changeField(index, patch)}
                onBlur={(path) => form.validateField(`fields.${index}.${path}`)}
                onMove={(to) => form.reorderListItem('fields', { from: index, to })}
                onRemove={() => form.removeListItem('fields', index)}
              />
            ))}
            <Group>
              <Button variant="light" onClick={addField} disabled={saving || fields.length >= categoryLimits.fieldsMax}>
                {t.addField}
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="preview">
          <FormPreview values={form.values} />
        </Tabs.Panel>
      </Tabs>

      {/* Save and Cancel stay in view however long the form is (issue 18). */}
      <Box
        ref={actionsBar}
        data-testid="category-form-actions"
        pt="sm"
        pb="xs"
        mt="md"
        style={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Stack gap="xs">
          {problems.length > 0 ? (
            <FormErrors problems={problems} onGoTo={goTo} onClose={() => setProblems([])} />
          ) : (
            <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={saving} disabled={labelTooLong(form.values)}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </Box>
    </form>
  );
}

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
 * 'Dodawanie kategorii' / 'Edycja kategorii' with the form-element builder (docs/features.md, "Limits and rules").
 * Closing it in any way (Anuluj, the ×, Esc, leaving the page) with unsaved changes asks first.
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
