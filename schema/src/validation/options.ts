/** The scouting form's gender choices (the back-ends' values). */
export const GENDERS = ['female', 'male', 'undefined'] as const;
