import { z } from 'zod';
import { municipalityIdSchema, safeText } from './schemas';

// Inputs of sign-in related forms and of the admin users section.

export const MIN_PASSWORD_LENGTH = 10;

export const accountEmailSchema = z
  .string({ error: 'Sähköpostiosoite puuttuu.' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Kirjoita sähköpostiosoite.' })
  .pipe(z.email({ error: 'Tarkista sähköpostiosoite (esimerkiksi nimi@esimerkki.fi).' }));

export const newPasswordSchema = z
  .string({ error: 'Salasana puuttuu.' })
  .min(MIN_PASSWORD_LENGTH, {
    error: `Salasanassa pitää olla vähintään ${MIN_PASSWORD_LENGTH} merkkiä.`,
  })
  .max(256, { error: 'Salasana on liian pitkä (enintään 256 merkkiä).' });

export const adminRoleSchema = z.enum(['admin', 'member'], { error: 'Valitse rooli.' });

/** target: "system" (super admins) or a participating municipality's id. */
export const inviteAdminInputSchema = z.object({
  email: accountEmailSchema,
  // An empty choice is told as such first: otherwise the municipality id rule would be shown.
  target: z
    .string({ error: 'Valitse organisaatio.' })
    .min(1, { error: 'Valitse organisaatio.' })
    .pipe(z.union([z.literal('system'), municipalityIdSchema], { error: 'Valitse organisaatio.' })),
  role: adminRoleSchema.default('admin'),
});

export const changeRoleInputSchema = z.object({ role: adminRoleSchema });

export const acceptInvitationInputSchema = z.object({
  name: safeText(
    z
      .string({ error: 'Nimi puuttuu.' })
      .trim()
      .min(2, { error: 'Kirjoita nimesi (vähintään 2 merkkiä).' })
      .max(100, { error: 'Nimi saa olla enintään 100 merkkiä.' }),
  ),
  password: newPasswordSchema,
});

export type InviteAdminInput = z.infer<typeof inviteAdminInputSchema>;
export type ChangeRoleInput = z.infer<typeof changeRoleInputSchema>;
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;

/** The first super admin, created with the one-time setup link the server prints on start. */
export const setupTokenSchema = z
  .string({ error: 'Asennuslinkin tunniste puuttuu.' })
  .trim()
  .min(20, { error: 'Asennuslinkki on vajaa. Kopioi linkki kokonaan palvelimen lokista.' })
  .max(200, {
    error: 'Asennuslinkki on virheellinen. Kopioi linkki uudelleen palvelimen lokista.',
  });

/**
 * The setup page's question: a real election (demo mode off, the example municipalities Helsinki,
 * Tampere and Turku removed) or a demo to try (demo mode stays on). See docs/deploy.md.
 */
export const electionModeSchema = z.enum(['real', 'demo'], {
  error: 'Valitse, onko tämä oikea vaali vai kokeilu.',
});

export const setupInputSchema = acceptInvitationInputSchema.extend({
  token: setupTokenSchema,
  email: accountEmailSchema,
  election: electionModeSchema,
});

export type SetupInput = z.infer<typeof setupInputSchema>;
export type ElectionMode = z.infer<typeof electionModeSchema>;
