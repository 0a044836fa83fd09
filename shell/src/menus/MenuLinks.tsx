import { Link as RouterLink } from '@portal/router';
import { Link, SimpleGrid } from '@portal/ui';
import { useMenuEntries } from './menuItems';

/** The menu as a grid of large links (the signed-in welcome panel). */
export function MenuLinks() {
  const entries = useMenuEntries('user').filter((e) => e.key !== 'logout');
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap={3} w="full">
      {entries.map((entry) => (
        <li key={entry.key}>
          <Link
            asChild
            display="block"
            p={4}
            rounded="lg"
            borderWidth="1px"
            borderColor="border"
            bg="bg"
            fontWeight="semibold"
            color="brand.fg"
            _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
            onMouseEnter={entry.preload}
            onFocus={entry.preload}
          >
            {entry.target.kind === 'route' ? (
              <RouterLink to={entry.target.path}>{entry.label}</RouterLink>
            ) : (
              <a href={entry.target.href}>{entry.label}</a>
            )}
          </Link>
        </li>
      ))}
    </SimpleGrid>
  );
}
