import { Button, getDefaultZIndex, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { categoryLimits } from '@shared/domain/category.js';
import { baseName, extensionOf } from '@shared/domain/files.js';
import { categoryPanelTexts as t, categoryTexts } from '@shared/messages/categories.js';
import { FormErrorAlert } from '@/components/form-footer.js';
import { errorText } from '@/lib/api-errors.js';
import type { CategoryAttachment as Attachment } from '../api/list-category-attachments.js';
import { useRenameCategoryAttachment } from '../api/rename-category-attachment.js';

/** The new name must be longer than 3 characters; the server keeps the extension. */
export const isValidAttachmentName = (name: string): boolean => {
  const trimmed = name.trim();
  return (
    trimmed.length > categoryLimits.attachmentNameMinExclusive && trimmed.length <= categoryLimits.attachmentNameMax
  );
};

interface RenameFormProps {
  categoryId: string;
  attachment: Attachment;
  onClose: () => void;
  onRenamed: (attachment: Attachment) => void;
}

function RenameForm({ categoryId, attachment, onClose, onRenamed }: RenameFormProps) {
  const [name, setName] = useState(() => baseName(attachment.name));
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameCategoryAttachment(categoryId);
  const saving = rename.isPending;
  const valid = isValidAttachmentName(name);
  const extension = extensionOf(attachment.name);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) return;
    setError(null);
    try {
      onRenamed(
        await rename.mutateAsync({ params: { id: categoryId, fileId: attachment.id }, body: { name: name.trim() } }),
      );
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <TextInput
          label={t.newName}
          required
          data-autofocus
          value={name}
          disabled={saving}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          error={touched && !valid ? categoryTexts.attachmentNameTooShort : undefined}
          description={extension ? `${t.newNameHint} (.${extension})` : undefined}
        />
        <FormErrorAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={!valid} loading={saving}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface RenameAttachmentModalProps {
  categoryId: string;
  attachment: Attachment | null;
  onClose: () => void;
  onRenamed: (attachment: Attachment) => void;
}

/** 'Zmiana nazwy załącznika', over the attachments dialog: the name without its extension pre-filled. */
export function RenameAttachmentModal({ categoryId, attachment, onClose, onRenamed }: RenameAttachmentModalProps) {
  return (
    <Modal
      opened={attachment !== null}
      onClose={onClose}
      title={t.renameTitle}
      zIndex={getDefaultZIndex('modal') + 1}
      closeButtonProps={{ 'aria-label': t.close }}
    >
      {attachment && (
        <RenameForm
          key={attachment.id}
          categoryId={categoryId}
          attachment={attachment}
          onClose={onClose}
          onRenamed={onRenamed}
        />
      )}
    </Modal>
  );
}
