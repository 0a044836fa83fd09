import { useCallback, useState } from 'react';
import { downloadStudentFile, type StudentFile } from '@portal/api';
import { saveBlob } from '@portal/ui';

export interface FileDownload {
  /** Fetches a file and saves it under its name; a failure is kept in `failure`, never thrown. */
  download: (file: StudentFile) => Promise<void>;
  /** The last failed download: the file's name and the error's message. */
  failure: { name: string; message: string } | null;
}

/** Downloads of the student's files, as Files and the home page's new-files card do them. */
export function useFileDownload(studentId: string | null | undefined): FileDownload {
  const [failure, setFailure] = useState<FileDownload['failure']>(null);
  const download = useCallback(
    async (file: StudentFile) => {
      if (!studentId) return;
      setFailure(null);
      try {
        saveBlob(await downloadStudentFile(studentId, file.id), file.name);
      } catch (e) {
        // A failed download shows its message; the list stays as it is.
        setFailure({ name: file.name, message: e instanceof Error ? e.message : String(e) });
      }
    },
    [studentId],
  );
  return { download, failure };
}
