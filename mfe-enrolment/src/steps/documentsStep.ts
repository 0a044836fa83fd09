import { msg, t as translate } from '@lingui/core/macro';
import { type ApplicationDocument } from '@portal/api';
import { formatMegabytes } from '@portal/forms';
import type { ApplicationStepDef } from '../form/step';
import type { EnrolValues } from '../form/values';
import { lazyFields } from './lazyFields';

/** The document list of the application payload: only what was sent (never the uploads under way). */
export const documentsPayload = (values: EnrolValues): ApplicationDocument[] =>
  (values.documents?.sent ?? []).map(({ id, name, size }) => ({ id, name, size }));

/**
 * The documents step: supporting documents (identity, qualifications) uploaded one by one to
 * POST v1/files for the application's opportunity, each with its progress; a failed one stays with its error
 * and a Retry; one over 32Mb is refused before sending. Next saves the list of documents sent,
 * `documents: [{id, name, size}]`, in the application (PATCH), so the review lists them and a reload shows them.
 * The step may be completed with no document: they can follow later.
 */
export const documentsStep: ApplicationStepDef<'documents'> = {
  name: 'documents',
  title: msg`Documents`,
  section: 'documents',
  Fields: lazyFields(() => import('./DocumentsFields')),
  canSubmit: (values) => !values.documents?.uploading,
  toPayload: (values) => ({ documents: documentsPayload(values) }),
  fromPayload: ({ documents }) =>
    Array.isArray(documents)
      ? { sent: documents.map(({ id, name, size }) => ({ id: String(id), name, size })) }
      : undefined,
  summary: (values) => {
    const sent = values.documents?.sent ?? [];
    return [
      {
        label: msg`Documents sent`,
        value: sent.length
          ? sent.map((d) => `${d.name} (${formatMegabytes(d.size)})`).join(', ')
          : translate`None yet: they can follow later`,
      },
    ];
  },
};
