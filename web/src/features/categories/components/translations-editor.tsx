import { Badge, Fieldset, Group, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { categoryLimits, fieldType } from '@shared/domain/category.js';
import { translationLanguages, type TranslationLanguage } from '@shared/domain/category-translations.js';
import { labelText } from '@shared/domain/label-markup.js';
import { categoryPanelTexts as t } from '@shared/messages/categories.js';
import { errorAt, type CategoryFormState } from '../hooks/use-category-form.js';
import {
  lacksTranslation,
  missingTranslations,
  storedLabel,
  storedTranslatedLabel,
  type FieldDraft,
} from '../lib/form-model.js';
import { Counter } from './form-field-editor.js';

type State = Pick<CategoryFormState, 'form' | 'saving' | 'translationTab' | 'setTranslationTab'>;

/** The Polish text a translation stands for, on a line of its own above the counter. */
function InPolish({ text }: { text: string }) {
  return (
    <Text component="span" size="xs" display="block">
      {t.inPolish(text)}
    </Text>
  );
}

/** 'Brak tłumaczenia: n', or nothing when every text is translated. */
export function MissingBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge color="orange" variant="light" tt="none" ml={6}>
      {t.missingTranslations(count)}
    </Badge>
  );
}

/**
 * 'Tłumaczenia': the category's name and each element's texts in Ukrainian and English, each
 * beside its Polish original, with what still lacks a translation counted per language.
 */
export function TranslationsEditor({ state }: { state: State }) {
  const { form, translationTab, setTranslationTab } = state;
  return (
    <Stack gap="md">
      <Text size="sm">{t.translationsIntro}</Text>
      <Tabs
        value={translationTab}
        onChange={(value) => value && setTranslationTab(value as TranslationLanguage)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {translationLanguages.map((language) => (
            <Tabs.Tab key={language} value={language}>
              {t.translationLanguage[language]}
              <MissingBadge count={missingTranslations(form.values, language)} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {translationLanguages.map((language) => (
          <Tabs.Panel key={language} value={language}>
            <LanguageTranslations state={state} language={language} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function LanguageTranslations({ state: { form, saving }, language }: { state: State; language: TranslationLanguage }) {
  const { values } = form;
  const namePath = `translations.${language}.name`;
  return (
    <Stack gap="md">
      <TextInput
        label={t.name}
        disabled={saving}
        data-path={namePath}
        value={values.translations[language].name}
        onChange={(event) => form.setFieldValue(namePath, event.currentTarget.value)}
        error={errorAt(form, namePath)}
        description={
          <>
            <InPolish text={values.name} />
            <Counter length={values.translations[language].name.length} max={categoryLimits.nameMax} />
          </>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      {values.fields.map((field, index) => (
        <FieldTranslation key={field.key} state={{ form, saving }} field={field} index={index} language={language} />
      ))}
    </Stack>
  );
}

function FieldTranslation({
  state: { form, saving },
  field,
  index,
  language,
}: {
  state: Pick<State, 'form' | 'saving'>;
  field: FieldDraft;
  index: number;
  language: TranslationLanguage;
}) {
  const translation = field.translations[language];
  const at = (part: 'label' | 'linkText' | 'options') => `fields.${index}.translations.${language}.${part}`;
  const input = (part: 'label' | 'linkText' | 'options') => ({
    disabled: saving,
    value: translation[part],
    onChange: (event: { currentTarget: { value: string } }) => form.setFieldValue(at(part), event.currentTarget.value),
    'data-path': at(part),
    error: errorAt(form, at(part)),
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
  });
  const hasLink = field.type === fieldType.checkbox && field.linkUrl.trim() !== '' && field.linkText.trim() !== '';
  return (
    <Fieldset legend={t.fieldLegend(index + 1)} data-testid="translated-field">
      <Stack gap="sm">
        {lacksTranslation(field, language) && (
          <Group>
            <Badge color="orange" variant="light" tt="none">
              {t.missingTranslation}
            </Badge>
          </Group>
        )}
        <Textarea
          label={t.fieldLabel}
          rows={2}
          resize="vertical"
          {...input('label')}
          description={
            <>
              <InPolish text={labelText(storedLabel(field))} />
              <Counter
                length={labelText(storedTranslatedLabel(field, language)).length}
                max={categoryLimits.labelMax}
              />
            </>
          }
        />
        {hasLink && (
          <TextInput label={t.linkText} {...input('linkText')} description={<InPolish text={field.linkText} />} />
        )}
        {field.type === fieldType.select && (
          <Textarea
            label={t.fieldOptions}
            rows={2}
            resize="vertical"
            {...input('options')}
            description={
              <>
                <InPolish text={field.options} />
                <Text component="span" size="xs" display="block">
                  {t.translationOptionsHint}
                </Text>
                <Counter length={translation.options.length} max={categoryLimits.optionsMax} />
              </>
            }
          />
        )}
      </Stack>
    </Fieldset>
  );
}
