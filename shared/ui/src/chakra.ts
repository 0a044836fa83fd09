// The Chakra UI parts the portal uses, re-exported. @portal/ui is the only package that imports
// Chakra/Emotion (lint enforces it) and, being a federation singleton, owns the one Chakra system.
// Add a name here only when a page uses it: a shared module is not tree-shaken.
export {
  Alert,
  Badge,
  InputGroup,
  NativeSelect,
  Box,
  Button,
  CloseButton,
  Code,
  Dialog,
  Drawer,
  Field,
  Flex,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  Link,
  Menu,
  Portal,
  SimpleGrid,
  Spacer,
  Spinner,
  Stack,
  Table,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
export type { ButtonProps, TextProps } from '@chakra-ui/react';

// Form-only parts load in a chunk of their own (see lazyFormParts.ts).
export { Checkbox, Collapsible, Combobox, RadioGroup, preloadFormParts, useFormParts } from './lazyFormParts';
