/** Builders for every app URL. Components link with these, never with hand-written strings. */

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: () => '/',
  login: () => '/login',
  privacy: () => '/tietosuoja',
  accessibility: () => '/saavutettavuus',
  candidateSubmission: (code?: string) =>
    code ? `/candidate-submission/${segment(code)}` : '/candidate-submission',
  municipality: (municipalityId: string) => `/${segment(municipalityId)}`,
  questions: (municipalityId: string) => `/${segment(municipalityId)}/kysymykset`,
  results: (municipalityId: string) => `/${segment(municipalityId)}/tulokset`,
  municipalityAdmin: (municipalityId: string) => `/${segment(municipalityId)}/admin`,
  admin: () => '/admin',
} as const;
