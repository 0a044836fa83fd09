// Placeholder until the study step is built (issue 13): only its form section's type.
/** The study step's form section. */
export type StudyValues = Record<string, unknown>;
