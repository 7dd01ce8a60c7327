import { parseArgs } from 'node:util';
import { upsertPasswordUser, setMembership, setSuperAdmin } from '../auth/accounts';
import { MIN_PASSWORD_LENGTH } from '../auth/auth';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { bootstrapDatabase, ensureOrganization } from '../db/seed';
import { ConfigError, loadCommandConfig } from '../env';
import { requireExistingDatabase } from './database-target';
import { writeAudit } from '../shared/domain/audit';

// npm run create-admin -- --email EMAIL --password PASSWORD [--name NAME]
// Creates or updates a super admin: an admin member of the system organization.

const usage = 'Käyttö: npm run create-admin -- --email EMAIL --password SALASANA [--name NIMI]';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new Error(`Anna kelvollinen --email.\n${usage}`);
  if (!values.password || values.password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`Salasanassa pitää olla vähintään ${MIN_PASSWORD_LENGTH} merkkiä.\n${usage}`);
  }
  const config = loadCommandConfig();
  requireExistingDatabase(config);
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  try {
    await bootstrapDatabase(database.db, config.systemOrgSlug);
    const systemOrgId = await ensureOrganization(
      database.db,
      config.systemOrgSlug,
      'Järjestelmän ylläpito',
    );
    const result = await database.db.transaction(async (tx) => {
      const user = await upsertPasswordUser(tx, {
        email,
        name: values.name ?? email.split('@')[0]!,
        password: values.password!,
      });
      await setMembership(tx, user.id, systemOrgId, 'admin');
      await setSuperAdmin(tx, user.id, true);
      await writeAudit(
        tx,
        { id: null, email: 'create-admin (komentorivi)' },
        {
          action: user.created ? 'user.create_super_admin' : 'user.update_super_admin',
          entity: 'user',
          entityId: user.id,
          details: { email },
        },
      );
      return user;
    });
    console.log(
      `${result.created ? 'Luotiin' : 'Päivitettiin'} pääkäyttäjä ${email}. Kirjaudu osoitteessa ${config.publicUrl}/login`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    console.error(
      `${err.message}\nPysäytä palvelin ensin, tai käytä PostgreSQL-tietokantaa (DATABASE_URL).`,
    );
  } else if (err instanceof ConfigError || err instanceof Error) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
