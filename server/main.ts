import { buildApp } from './app.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { DatabaseFolderError } from './db/client.ts';
import { BankIdSettingsError } from './signing/bankid/settings.ts';

/**
 * Starts the portal. A setting that cannot work (a bad value, a database folder that
 * cannot be created or written) ends the start with one line naming the setting, in
 * Swedish and English, and exit code 1: no stack trace.
 */
function startFailure(error: unknown, config: ServerConfig | undefined): string | undefined {
  if (error instanceof DatabaseFolderError && config) {
    const why =
      error.code === 'EROFS' || error.code === 'EACCES' || error.code === 'EPERM'
        ? ['går inte att skriva i', 'is not writable']
        : ['finns inte och kan inte skapas', 'does not exist and cannot be created'];
    return (
      `Databasmappen ${config.dataDir} (inställningen DATA_DIR) ${why[0]}. ` +
      `/ The database folder ${config.dataDir} (setting DATA_DIR) ${why[1]} (${error.code}).`
    );
  }
  if (error instanceof BankIdSettingsError) return error.message;
  if (error instanceof Error && error.message.startsWith('Invalid environment:')) {
    const settings = error.message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
    return `Ogiltig inställning / Invalid setting: ${settings.join('; ')}`;
  }
  return undefined;
}

let config: ServerConfig | undefined;
try {
  // The started portal signs with BankID (the local test server unless BANKID_URL is set).
  // …and sends its messages to the local SMTP catcher and fake SMS gateway unless configured.
  config = loadConfig(process.env, { localSigningProvider: 'bankid', localMessaging: true });
  const { app } = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Mina sidor: ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : 'PGlite in ' + config.dataDir})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  const line = startFailure(error, config);
  if (!line) throw error;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
