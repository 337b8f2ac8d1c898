import { Alert, Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { procedureLimits } from '@shared/domain/procedure.js';
import { procedureTexts as t } from '@shared/messages/procedure.js';
import { errorText } from '@/lib/api-errors.js';
import {
  usePublishProcedure,
  useRecordProcedureComments,
  type ProcedureData,
  type ProcedureVersion,
} from '../api/procedure.js';

/** A version in consultation: its comments as recorded, and the day it was made known to staff. */
export function ConsultationPanel({ data, version }: { data: ProcedureData; version: ProcedureVersion }) {
  const record = useRecordProcedureComments();
  const publish = usePublishProcedure();
  const [comments, setComments] = useState(version.consultation?.comments ?? '');
  const [publishedOn, setPublishedOn] = useState(data.today);
  const params = { version: version.version };
  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-labelledby="consultation-comments">
        <Stack gap="sm">
          <Title order={2} size="h4" id="consultation-comments">
            {t.comments}
          </Title>
          <Textarea
            label={t.comments}
            rows={4}
            maxLength={procedureLimits.commentsMax}
            value={comments}
            onChange={(event) => setComments(event.currentTarget.value)}
          />
          {record.error && (
            <Alert color="red" role="alert">
              {errorText(record.error)}
            </Alert>
          )}
          <Button
            w="fit-content"
            loading={record.isPending}
            onClick={() => record.mutate({ params, body: { comments } })}
          >
            {t.commentsSave}
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="procedure-publication">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            publish.mutate({ params, body: { publishedOn } });
          }}
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id="procedure-publication">
              {t.publicationTitle}
            </Title>
            <Text size="sm">{t.publicationHint}</Text>
            <TextInput
              type="date"
              label={t.publishedOn}
              value={publishedOn}
              onChange={(event) => setPublishedOn(event.currentTarget.value)}
              w="fit-content"
            />
            {publish.error && (
              <Alert color="red" role="alert">
                {errorText(publish.error)}
              </Alert>
            )}
            <Button type="submit" w="fit-content" loading={publish.isPending}>
              {t.publish}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
