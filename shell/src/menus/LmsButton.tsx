import { useLingui } from '@lingui/react/macro';
import { Button, Menu, OPENED_ONLY, Portal } from '@portal/ui';
import { useLmsCourses, type Session } from '@portal/api';
import { useConfig, useProvider } from '@portal/config';
import { learningLink } from '../routes/navigation';
import { MENU_POSITIONING } from './menuPositioning';
import { HEADER_BUTTON } from './headerButton';

/** The button back to the learning platform: soe -> the new platform; else one course -> it, several -> a menu. */
export function LmsButton({ session }: { session: Session }) {
  const provider = useProvider();
  const config = useConfig();
  const { t } = useLingui();
  const learning = learningLink(provider, config.environment);
  const { courses } = useLmsCourses(learning ? null : session.studentId);
  const buttonProps = {
    size: 'sm' as const,
    variant: 'outline' as const,
    ...HEADER_BUTTON,
    borderColor: 'header.fg',
  };

  if (learning) {
    return (
      <Button asChild {...buttonProps}>
        <a href={learning}>{t`Back to learning`}</a>
      </Button>
    );
  }
  if (courses.length === 0) return null;
  if (courses.length === 1) {
    return (
      <Button asChild {...buttonProps}>
        <a href={courses[0]!.href}>{t`Back to learning`}</a>
      </Button>
    );
  }
  return (
    <Menu.Root positioning={MENU_POSITIONING} {...OPENED_ONLY}>
      <Menu.Trigger asChild>
        <Button {...buttonProps}>{t`Back to learning`}</Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {courses.map((course) => (
              <Menu.Item key={course.courseCode} value={course.courseCode} asChild>
                <a href={course.href}>{course.courseName}</a>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
