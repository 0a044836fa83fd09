import { Stack, Text } from '@portal/ui';
import { useSessionStudent, type Session, type Student } from '@portal/api';

/** The name the portal calls the student by: the preferred name, else the first name. */
export const calledBy = (s: Student) => s.preferredName || s.firstName;

/** The profile card: name and location, as last saved (the one SWR entry of the student). */
export function ProfileCard({ session }: { session: Session }) {
  const s = useSessionStudent() ?? session.student;
  const name = [calledBy(s), s.lastName].filter(Boolean).join(' ');
  const location = [s.city, s.country].filter(Boolean).join(', ');
  return (
    <Stack gap={0} px={3} py={2}>
      <Text fontWeight="bold">{name}</Text>
      {location && (
        <Text fontSize="sm" color="fg.muted">
          {location}
        </Text>
      )}
    </Stack>
  );
}
