import { Button, List, Stack, Text, Textarea, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { DocumentSection, LegalDocument } from '@shared/documents/legal-document.js';
import { procedureLimits, type ProcedureEdits, type ProcedureSectionId } from '@shared/domain/procedure.js';
import { procedureTexts as t } from '@shared/messages/procedure.js';

interface Editing {
  edits: ProcedureEdits;
  onEdit: (section: ProcedureSectionId, text: string) => void;
}

function SectionView({ section, editing }: { section: DocumentSection; editing?: Editing }) {
  const id = section.id as ProcedureSectionId;
  const own = editing?.edits[id] ?? '';
  const [open, setOpen] = useState(own !== '');
  return (
    <Stack gap={4} component="section" aria-label={`${section.number}. ${section.title}`}>
      <Title order={3} size="h5">
        {section.number}. {section.title}
      </Title>
      <List type="ordered" size="sm" spacing={2}>
        {section.paragraphs.map((paragraph, index) => (
          <List.Item key={index}>{paragraph}</List.Item>
        ))}
      </List>
      {!editing && section.addition && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {section.addition}
        </Text>
      )}
      {editing &&
        (open ? (
          <Textarea
            label={t.editSectionLabel(section.title)}
            description={`${t.editSectionHint} ${own.length} / ${procedureLimits.editMax}`}
            rows={4}
            maxLength={procedureLimits.editMax}
            value={own}
            onChange={(event) => editing.onEdit(id, event.currentTarget.value)}
          />
        ) : (
          <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setOpen(true)}>
            {t.editSection}
            <VisuallyHidden>: {section.title}</VisuallyHidden>
          </Button>
        ))}
    </Stack>
  );
}

/** The document's sections as the screen shows them; with `editing`, each takes the organisation's own text. */
export function DocumentView({ document, editing }: { document: LegalDocument; editing?: Editing }) {
  return (
    <Stack gap="md">
      <Stack gap={0}>
        <Title order={2} size="h4">
          {document.title}
        </Title>
        {document.subtitle.map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
      </Stack>
      {document.sections.map((section) => (
        <SectionView key={section.id} section={section} {...(editing ? { editing } : {})} />
      ))}
    </Stack>
  );
}

/** The facts still missing, listed; or that none is. */
export function MissingFacts({ document }: { document: LegalDocument }) {
  return (
    <Stack gap={4} component="section" aria-labelledby="missing-facts">
      <Title order={2} size="h4" id="missing-facts">
        {t.missingTitle}
      </Title>
      {document.missing.length === 0 ? (
        <Text size="sm">{t.nothingMissing}</Text>
      ) : (
        <>
          <Text size="sm">{t.missingIntro}</Text>
          <List size="sm">
            {document.missing.map((missing) => (
              <List.Item key={`${missing.sectionId}-${missing.fact}`}>{missing.fact}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
