declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URL (no database) of a MySQL/MariaDB the DB suites also run on; '' when none. */
    mysqlServerUrl: string;
  }
}

export {};
