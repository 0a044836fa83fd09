import { chakra } from '@portal/ui';

/** The calendar pictogram of "Add to calendar" buttons (decorative: the button's text names it). */
export function CalendarIcon() {
  return (
    <chakra.svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true">
      <rect
        x="1.5"
        y="3"
        width="13"
        height="11.5"
        rx="1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
      <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" strokeWidth="1.4" />
    </chakra.svg>
  );
}
