// Barrel of src/fields (see index.ts).
export {};
