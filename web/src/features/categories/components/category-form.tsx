import { Stack, Tabs, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { categoryPanelTexts as t, categoryTexts } from '@shared/messages/categories.js';
import { useCategoryForm, type CategoryFormOptions } from '../hooks/use-category-form.js';
import { labelTooLong } from '../lib/form-model.js';
import { CategoryFormFooter } from './category-form-footer.js';
import { CategorySettingsFields } from './category-settings-fields.js';
import { FormElementsEditor } from './form-elements-editor.js';
import { FormPreview } from './form-preview.js';
import { missingTranslations } from '../lib/form-model.js';
import { MissingBadge, TranslationsEditor } from './translations-editor.js';
import { translationLanguages } from '@shared/domain/category-translations.js';

const confirmSave = (save: () => void) =>
  modals.openConfirmModal({
    title: t.confirmTitle,
    children: <Text size="sm">{categoryTexts.confirmSave}</Text>,
    labels: { confirm: t.save, cancel: t.cancel },
    onConfirm: save,
  });

export interface CategoryFormProps extends Omit<CategoryFormOptions, 'confirmSave'> {
  /** The only remaining category: its visibility and status cannot change. */
  locked: boolean;
  onCancel: () => void;
}

/** The category builder: its settings and form elements, a preview tab, and the Save/Cancel bar. */
export function CategoryForm({ locked, onCancel, ...options }: CategoryFormProps) {
  const state = useCategoryForm({ ...options, confirmSave });
  const { form, formRef, tab, setTab, saving } = state;
  return (
    <form noValidate onSubmit={state.submit} ref={formRef}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="edit">{t.editTab}</Tabs.Tab>
          <Tabs.Tab value="translations">
            {t.translationsTab}
            <MissingBadge
              count={translationLanguages.reduce(
                (sum, language) => sum + missingTranslations(form.values, language),
                0,
              )}
            />
          </Tabs.Tab>
          <Tabs.Tab value="preview">{t.preview}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="edit">
          <Stack gap="md">
            <CategorySettingsFields form={form} saving={saving} locked={locked} />
            <FormElementsEditor state={state} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="translations">
          <TranslationsEditor state={state} />
        </Tabs.Panel>
        <Tabs.Panel value="preview">
          <FormPreview values={form.values} />
        </Tabs.Panel>
      </Tabs>
      <CategoryFormFooter
        problems={state.problems}
        notice={state.notice}
        saving={saving}
        saveBlocked={labelTooLong(form.values)}
        onGoTo={state.goTo}
        onCloseProblems={state.clearProblems}
        onCloseNotice={state.clearNotice}
        onCancel={onCancel}
      />
    </form>
  );
}
